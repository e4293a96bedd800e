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
import { useGroupCode, useGroupStatistics } from '../api/group-code-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /group-code/statistics: scans, joins, quits and net, per day and per group. */
function GroupStatisticsView({ id }: { id: number }) {
  const navigate = useNavigate();
  const range = useRecentRange(30);
  const code = useGroupCode(id);
  const stats = useGroupStatistics(id, range.from, range.to);
  const data = stats.data;
  const days = data?.days ?? [];
  return (
    <ToolStatisticsLayout
      title={t('group.statsTitle')}
      name={code.data?.name}
      testId="group-statistics-page"
      range={range}
      exportButton={
        <ExportButton
          type="group_code_statistics"
          filters={{ id: String(id), from: range.from, to: range.to }}
          total={data?.days.length ?? 0}
        />
      }
      onBack={() => navigate('/group-code')}
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
        <StatCard label={t('group.scans')} value={data?.totals.scans ?? 0} />
        <StatCard
          label={t('group.joins')}
          value={data?.totals.joins ?? 0}
          tone="green"
          testId="stat-joins"
        />
        <StatCard label={t('group.quits')} value={data?.totals.quits ?? 0} tone="orange" />
        <StatCard label={t('group.net')} value={data?.totals.net ?? 0} tone="purple" />
      </Box>
      <PageSection>
        <LazyTrendChart
          title={t('group.statsTitle')}
          labels={days.map((row) => row.day.slice(5))}
          series={[
            {
              key: 'joins',
              name: t('group.joins'),
              color: '#07883f',
              values: days.map((row) => Number(row.joins)),
            },
            {
              key: 'quits',
              name: t('group.quits'),
              color: '#b35c00',
              values: days.map((row) => Number(row.quits)),
            },
            {
              key: 'scans',
              name: t('group.scans'),
              color: '#1d5fd6',
              values: days.map((row) => Number(row.scans)),
            },
          ]}
        />
      </PageSection>
      <PageSection title={t('group.byGroup')}>
        <SimpleTable
          label={t('group.byGroup')}
          rows={data?.groups ?? []}
          columns={[
            { key: 'name', title: t('group.current'), render: (row) => row.name },
            {
              key: 'members',
              title: t('group.members'),
              align: 'end',
              render: (row) => `${row.members}/${row.member_cap}`,
            },
            { key: 'joins', title: t('group.joins'), align: 'end', render: (row) => row.joins },
            { key: 'quits', title: t('group.quits'), align: 'end', render: (row) => row.quits },
            { key: 'net', title: t('group.net'), align: 'end', render: (row) => row.net },
          ]}
        />
      </PageSection>
    </ToolStatisticsLayout>
  );
}

/** issue #15 /group-code/statistics?id=<record>: without a record id the page says so instead of waiting. */
export function GroupStatisticsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ToolStatisticsRecord
      rawId={params.get('id')}
      title={t('group.statsTitle')}
      onBack={() => navigate('/group-code')}
      view={(id) => <GroupStatisticsView id={id} />}
    />
  );
}
