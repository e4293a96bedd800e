import { Box } from '@chakra-ui/react/box';
import type { GroupStatistics } from '../../../../../contract/acquiring/group-code';
import { t } from '../../../../lib/i18n/translate';
import { ToolStatisticsPage } from '../../../../data/tool-page/tool-statistics-page';
import { PageSection } from '../../../../ui/page-layout/page-layout';
import { SimpleTable } from '../../../../ui/simple-table/simple-table';
import { StatCard } from '../../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../../ui/trend-chart/lazy-trend-chart';
import { useGroupCode, useGroupStatistics } from '../api/group-code-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /group-code/statistics: scans, joins, quits and net, per day and per group. */
function GroupFigures({ data }: { data: GroupStatistics | undefined }) {
  const days = data?.days ?? [];
  return (
    <>
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
    </>
  );
}

/** issue #15 /group-code/statistics?id=<record>: without a record id the page says so instead of waiting. */
export function GroupStatisticsPage() {
  return (
    <ToolStatisticsPage
      title={t('group.statsTitle')}
      listPath="/group-code"
      testId="group-statistics-page"
      exportType="group_code_statistics"
      useRecord={useGroupCode}
      useStatistics={useGroupStatistics}
      exportRows={(data) => data.days.length}
    >
      {(data) => <GroupFigures data={data} />}
    </ToolStatisticsPage>
  );
}
