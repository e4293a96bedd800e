import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../../../../lib/i18n/translate';
import { downloadCsv } from '../../../../ui/export/download-file';
import { PageLayout, PageSection } from '../../../../ui/page-layout/page-layout';
import { SimpleTable } from '../../../../ui/simple-table/simple-table';
import { RangeSelect, useRecentRange } from '../../../../ui/stat-range/range-select';
import { StatCard } from '../../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../../ui/trend-chart/lazy-trend-chart';
import { useGroupCode, useGroupStatistics } from '../api/group-code-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';
import {
  MissingRecordPage,
  parseRecordId,
} from '../../../../ui/missing-record/missing-record-page';

/** issue #15 /group-code/statistics: scans, joins, quits and net, per day and per group. */
function GroupStatisticsView({ id }: { id: number }) {
  const navigate = useNavigate();
  const range = useRecentRange(30);
  const code = useGroupCode(id);
  const stats = useGroupStatistics(id, range.from, range.to);
  const data = stats.data;
  const days = data?.days ?? [];
  return (
    <PageLayout
      title={`${t('group.statsTitle')}${code.data ? ` · ${code.data.name}` : ''}`}
      testId="group-statistics-page"
      actions={
        <>
          <RangeSelect
            days={range.days}
            onChange={range.setDays}
            label={t('tools.range')}
            options={[
              { value: 7, label: t('tools.last7') },
              { value: 30, label: t('tools.last30') },
              { value: 90, label: t('tools.last90') },
            ]}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={!data}
            onClick={() =>
              downloadCsv(
                [
                  [
                    t('tools.day'),
                    t('group.scans'),
                    t('group.joins'),
                    t('group.quits'),
                    t('group.net'),
                  ],
                  ...days.map((row) => [
                    row.day,
                    row.scans ?? 0,
                    row.joins ?? 0,
                    row.quits ?? 0,
                    row.net ?? 0,
                  ]),
                ],
                `${t('group.statsTitle')}.csv`,
              )
            }
          >
            {t('tools.export')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => navigate('/group-code')}>
            {t('tools.back')}
          </Button>
        </>
      }
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
    </PageLayout>
  );
}

/** issue #15 /group-code/statistics?id=<record>: without a record id the page says so instead of waiting. */
export function GroupStatisticsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = parseRecordId(params.get('id'));
  if (id === undefined)
    return (
      <MissingRecordPage title={t('group.statsTitle')} onBack={() => navigate('/group-code')} />
    );
  return <GroupStatisticsView key={id} id={id} />;
}
