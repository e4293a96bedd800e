import { Box } from '@chakra-ui/react/box';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../../../../lib/i18n/translate';
import { ExportButton } from '../../../../data/export-job/export-button';
import { PageSection } from '../../../../ui/page-layout/page-layout';
import { SimpleTable } from '../../../../ui/simple-table/simple-table';
import { useRecentRange } from '../../../../ui/stat-range/range-select';
import {
  ToolStatisticsLayout,
  ToolStatisticsRecord,
} from '../../../../ui/tool-list/tool-statistics-layout';
import { StatCard } from '../../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../../ui/trend-chart/lazy-trend-chart';
import { useLockCode, useLockStatistics } from '../api/lock-code-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /lock-code/statistics: scans, joins, quits and net, per day and per group. */
function LockStatisticsView({ id }: { id: number }) {
  const navigate = useNavigate();
  const range = useRecentRange(30);
  const code = useLockCode(id);
  const stats = useLockStatistics(id, range.from, range.to);
  const data = stats.data;
  const days = data?.days ?? [];
  return (
    <ToolStatisticsLayout
      title={t('lock.statsTitle')}
      name={code.data?.name}
      testId="lock-statistics-page"
      range={range}
      exportButton={
        <ExportButton
          type="lock_code_statistics"
          filters={{ id: String(id), from: range.from, to: range.to }}
          total={data?.days.length ?? 0}
        />
      }
      onBack={() => navigate('/lock-code')}
    >
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
    </ToolStatisticsLayout>
  );
}

/** issue #15 /lock-code/statistics?id=<record>: without a record id the page says so instead of waiting. */
export function LockStatisticsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ToolStatisticsRecord
      rawId={params.get('id')}
      title={t('lock.statsTitle')}
      onBack={() => navigate('/lock-code')}
      view={(id) => <LockStatisticsView id={id} />}
    />
  );
}
