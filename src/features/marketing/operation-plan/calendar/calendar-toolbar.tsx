// issue #20 /operation-plan 日历: the period (上一页 / 今天 / 下一页 and its title), the 月 / 周
// switch, and the type and owner filters (applied at once: a calendar has no 查询 step).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import {
  CALENDAR_TYPE_LABELS,
  CALENDAR_TYPES,
  type CalendarType,
} from '../../../../../contract/marketing/operation-calendar';
import { t } from '../../../../lib/i18n/translate';
import { SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import { shiftAnchor, weekDays } from './calendar-dates';

export type CalendarMode = 'month' | 'week';

interface Props {
  mode: CalendarMode;
  anchor: string;
  today: string;
  type: CalendarType | '';
  owner: string;
  owners: ReadonlyArray<{ id: number; name: string }>;
  onMode: (mode: CalendarMode) => void;
  onAnchor: (anchor: string) => void;
  onType: (type: CalendarType | '') => void;
  onOwner: (owner: string) => void;
}

function periodTitle(mode: CalendarMode, anchor: string) {
  if (mode === 'month') return `${anchor.slice(0, 4)}年${Number(anchor.slice(5, 7))}月`;
  const days = weekDays(anchor);
  const [first, last] = [days[0]!, days[6]!];
  return `${first.slice(0, 4)}年${Number(first.slice(5, 7))}月${Number(first.slice(8))}日 – ${Number(last.slice(5, 7))}月${Number(last.slice(8))}日`;
}

export function CalendarToolbar(props: Props) {
  return (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" justifyContent="space-between">
      <Box display="flex" alignItems="center" gap="2" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          aria-label={t('operationPlan.calendar.prev')}
          onClick={() => props.onAnchor(shiftAnchor(props.anchor, props.mode, -1))}
        >
          ‹
        </Button>
        <Button size="sm" variant="outline" onClick={() => props.onAnchor(props.today)}>
          {t('operationPlan.calendar.today')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={t('operationPlan.calendar.next')}
          data-testid="calendar-next"
          onClick={() => props.onAnchor(shiftAnchor(props.anchor, props.mode, 1))}
        >
          ›
        </Button>
        <Box
          as="h2"
          fontSize="md"
          fontWeight="semibold"
          aria-live="polite"
          data-testid="calendar-title"
        >
          {periodTitle(props.mode, props.anchor)}
        </Box>
      </Box>
      <Box display="flex" alignItems="center" gap="2" flexWrap="wrap">
        <Box width="150px">
          <SelectFilter
            value={props.type}
            ariaLabel={t('operationPlan.calendar.type')}
            allLabel={`${t('operationPlan.calendar.type')}：全部`}
            testId="calendar-type"
            onChange={(value) => props.onType(value as CalendarType | '')}
            options={CALENDAR_TYPES.map((each) => ({
              value: each,
              label: CALENDAR_TYPE_LABELS[each],
            }))}
          />
        </Box>
        <Box width="150px">
          <SelectFilter
            value={props.owner}
            ariaLabel={t('operationPlan.calendar.owner')}
            allLabel={`${t('operationPlan.calendar.owner')}：全部`}
            testId="calendar-owner"
            onChange={props.onOwner}
            options={props.owners.map((each) => ({ value: String(each.id), label: each.name }))}
          />
        </Box>
        <Box role="group" aria-label={t('operationPlan.view.label')} display="flex">
          {(['month', 'week'] as const).map((each) => (
            <Button
              key={each}
              size="sm"
              variant={props.mode === each ? 'solid' : 'outline'}
              colorPalette="blue"
              aria-pressed={props.mode === each}
              data-testid={`calendar-mode-${each}`}
              borderRadius={each === 'month' ? 'md 0 0 md' : '0 md md 0'}
              onClick={() => props.onMode(each)}
            >
              {t(`operationPlan.calendar.${each}`)}
            </Button>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
