import { Box } from '@chakra-ui/react/box';
import type { LockStatistics } from '../../../../../contract/acquiring/lock-code';
import { t } from '../../../../lib/i18n/translate';
import { ToolStatisticsPage } from '../../../../data/tool-page/tool-statistics-page';
import { PageSection } from '../../../../ui/page-layout/page-layout';
import { SimpleTable } from '../../../../ui/simple-table/simple-table';
import { StatCard } from '../../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../../ui/trend-chart/lazy-trend-chart';
import { useLockCode, useLockStatistics } from '../api/lock-code-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /lock-code/statistics: scans, bindings and kept rescans, per day and employee. */
function LockFigures({ data }: { data: LockStatistics | undefined }) {
  const days = data?.days ?? [];
  return (
    <>
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
        <StatCard label={t('lock.scans')} value={data?.totals.scans ?? 0} />
        <StatCard
          label={t('lock.newBindings')}
          value={data?.totals.new_bindings ?? 0}
          tone="green"
        />
        <StatCard
          label={t('lock.keptRescans')}
          value={data?.totals.kept_rescans ?? 0}
          tone="purple"
          testId="stat-kept"
        />
        <StatCard
          label={t('lock.activeBindings')}
          value={data?.totals.active_bindings ?? 0}
          tone="orange"
        />
      </Box>
      <PageSection>
        <LazyTrendChart
          title={t('lock.statsTitle')}
          labels={days.map((row) => row.day.slice(5))}
          series={[
            {
              key: 'new',
              name: t('lock.newBindings'),
              color: '#07883f',
              values: days.map((row) => Number(row.new_bindings)),
            },
            {
              key: 'kept',
              name: t('lock.keptRescans'),
              color: '#7c3aed',
              values: days.map((row) => Number(row.kept_rescans)),
            },
          ]}
        />
      </PageSection>
      <PageSection title={t('lock.byEmployee')}>
        <SimpleTable
          label={t('lock.byEmployee')}
          rows={data?.employees ?? []}
          columns={[
            { key: 'name', title: t('lock.employee'), render: (row) => row.name },
            {
              key: 'bindings',
              title: t('lock.newBindings'),
              align: 'end',
              render: (row) => row.bindings,
            },
            { key: 'kept', title: t('lock.keptRescans'), align: 'end', render: (row) => row.kept },
          ]}
        />
      </PageSection>
    </>
  );
}

/** issue #15 /lock-code/statistics?id=<record>: without a record id the page says so instead of waiting. */
export function LockStatisticsPage() {
  return (
    <ToolStatisticsPage
      title={t('lock.statsTitle')}
      listPath="/lock-code"
      testId="lock-statistics-page"
      exportType="lock_code_statistics"
      useRecord={useLockCode}
      useStatistics={useLockStatistics}
      exportRows={(data) => data.days.length}
    >
      {(data) => <LockFigures data={data} />}
    </ToolStatisticsPage>
  );
}
