import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SOP_BUSINESS_LABELS } from '../../../../contract/reach/sop';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { MissingRecordPage, parseRecordId } from '../../../ui/missing-record/missing-record-page';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { SimpleTable } from '../../../ui/simple-table/simple-table';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { usePlanDetail, usePlanStats } from './api/sop-api';
import { PlanStateBadge } from './sop-columns';
import type { SopConfig } from './sop-config';
import { SopTaskTable } from './sop-task-table';
import '../../../lib/i18n/messages/reach-sop-messages';

/** issue #18 chat-sop-data / group-sop-data: figures per step and employee, the task list. */
export function SopDataPage({ config }: { config: SopConfig }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = parseRecordId(search.get('id')) ?? 0;
  const detail = usePlanDetail(config.endpoints, id);
  const stats = usePlanStats(config.endpoints, id);
  const back = (
    <Button size="sm" variant="outline" onClick={() => navigate(config.route)}>
      {t('sop.data.back')}
    </Button>
  );
  if (id <= 0 || detail.isError) {
    return <MissingRecordPage title={t('sop.data.title')} onBack={() => navigate(config.route)} />;
  }
  const plan = detail.data;
  const figures = stats.data;
  const reminded = (figures?.employees ?? []).reduce((sum, row) => sum + row.tasks, 0);
  const sent = (figures?.employees ?? []).reduce((sum, row) => sum + row.sent, 0);
  return (
    <PageLayout
      title={plan ? `${t('sop.data.title')} · ${plan.name}` : t('sop.data.title')}
      description={
        plan
          ? `${SOP_BUSINESS_LABELS[plan.business_type] ?? ''} · ${t('sop.stepsCount', { count: plan.steps })} · ${plan.executors.join('、')}`
          : undefined
      }
      actions={
        <Box display="flex" gap="2" alignItems="center">
          {plan ? <PlanStateBadge state={plan.state} /> : null}
          {back}
        </Box>
      }
      testId="sop-data-page"
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="3">
        <StatCard
          label={t('sop.data.targets')}
          value={figures?.targets ?? 0}
          testId="sop-stat-targets"
        />
        <StatCard
          label={t('sop.data.running')}
          value={figures?.running_targets ?? 0}
          tone="green"
        />
        <StatCard label={t('sop.data.ended')} value={figures?.ended_targets ?? 0} tone="purple" />
        <StatCard
          label={`${t('sop.data.rate')}（%）`}
          value={reminded === 0 ? 0 : Math.round((sent / reminded) * 1000) / 10}
          hint={`${formatNumber(sent)} / ${formatNumber(reminded)}`}
          tone="orange"
          testId="sop-stat-rate"
        />
      </Box>
      <PageSection title={t('sop.data.steps')}>
        <SimpleTable
          label={t('sop.data.steps')}
          testId="sop-step-stats"
          rows={figures?.steps ?? []}
          columns={[
            {
              key: 'step',
              title: t('sop.data.col.step'),
              render: (row) => t('sop.form.step', { n: row.step }),
            },
            ...(['scheduled', 'due', 'sent', 'overdue', 'ended', 'failed', 'skipped'] as const).map(
              (key) => ({
                key,
                title: t(`sop.data.col.${key}`),
                align: 'end' as const,
                render: (row: NonNullable<typeof figures>['steps'][number]) =>
                  formatNumber(row[key]),
              }),
            ),
          ]}
        />
      </PageSection>
      <PageSection title={t('sop.data.employees')}>
        <SimpleTable
          label={t('sop.data.employees')}
          testId="sop-employee-stats"
          rows={figures?.employees ?? []}
          columns={[
            {
              key: 'employee',
              title: t('sop.data.col.employee'),
              render: (row) => row.employee_name || '-',
            },
            {
              key: 'tasks',
              title: t('sop.data.col.tasks'),
              align: 'end',
              render: (row) => formatNumber(row.tasks),
            },
            {
              key: 'sent',
              title: t('sop.data.col.sent'),
              align: 'end',
              render: (row) => formatNumber(row.sent),
            },
            {
              key: 'open',
              title: t('sop.data.col.open'),
              align: 'end',
              render: (row) => formatNumber(row.open),
            },
            {
              key: 'rate',
              title: t('sop.data.col.rate'),
              align: 'end',
              render: (row) => `${row.completion_rate}%`,
            },
          ]}
        />
      </PageSection>
      <PageSection title={t('sop.data.tasks')}>
        <SopTaskTable config={config} planId={id} stats={figures} />
      </PageSection>
    </PageLayout>
  );
}
