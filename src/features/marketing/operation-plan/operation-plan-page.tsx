// issue #20 /operation-plan 运营计划 (spec §2): two views — 日历, the planned operations of the
// tenant by month and week with drag-to-reschedule (calendar/), first; and 旅程, the automated
// journeys (plan-journeys.tsx). `?view=journeys` opens the second (a journey's link from the
// calendar).
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@chakra-ui/react/tabs';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { OperationCalendar } from './calendar/operation-calendar';
import { PlanJourneys } from './plan-journeys';
import '../../../lib/i18n/messages/marketing-operation-plan-messages';

type View = 'calendar' | 'journeys';

export function OperationPlanPage() {
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'journeys' ? 'journeys' : 'calendar';
  return (
    <PageLayout
      title={t('operationPlan.title')}
      description={
        view === 'calendar'
          ? t('operationPlan.calendar.description')
          : t('operationPlan.description')
      }
      testId="operation-plan-page"
    >
      <TabsRoot
        value={view}
        onValueChange={(details) =>
          setSearch(details.value === 'journeys' ? { view: 'journeys' } : {}, { replace: true })
        }
        lazyMount
        size="sm"
      >
        <PageSection>
          <TabsList aria-label={t('operationPlan.view.label')}>
            <TabsTrigger value="calendar" data-testid="view-calendar">
              {t('operationPlan.view.calendar')}
            </TabsTrigger>
            <TabsTrigger value="journeys" data-testid="view-journeys">
              {t('operationPlan.view.journeys')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="calendar">
            <OperationCalendar />
          </TabsContent>
        </PageSection>
        <TabsContent value="journeys" p="0">
          <PlanJourneys />
        </TabsContent>
      </TabsRoot>
    </PageLayout>
  );
}
