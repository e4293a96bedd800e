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
import { useLockCode, useLockStatistics } from '../api/lock-code-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';
import {
  MissingRecordPage,
  parseRecordId,
} from '../../../../ui/missing-record/missing-record-page';

/** issue #15 /lock-code/statistics: scans, joins, quits and net, per day and per group. */
function LockStatisticsView({ id }: { id: number }) {
  const navigate = useNavigate();
  const range = useRecentRange(30);
  const code = useLockCode(id);
  const stats = useLockStatistics(id, range.from, range.to);
  const data = stats.data;
  const days = data?.days ?? [];
  return (
    <PageLayout
      title={`${t('lock.statsTitle')}${code.data ? ` · ${code.data.name}` : ''}`}
      testId="lock-statistics-page"
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
                  [t('tools.day'), t('lock.scans'), t('lock.newBindings'), t('lock.keptRescans')],
                  ...days.map((row) => [
                    row.day,
                    row.scans ?? 0,
                    row.new_bindings ?? 0,
                    row.kept_rescans ?? 0,
                  ]),
                ],
                `${t('lock.statsTitle')}.csv`,
              )
            }
          >
            {t('tools.export')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => navigate('/lock-code')}>
            {t('tools.back')}
          </Button>
        </>
      }
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
    </PageLayout>
  );
}

/** issue #15 /lock-code/statistics?id=<record>: without a record id the page says so instead of waiting. */
export function LockStatisticsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = parseRecordId(params.get('id'));
  if (id === undefined)
    return <MissingRecordPage title={t('lock.statsTitle')} onBack={() => navigate('/lock-code')} />;
  return <LockStatisticsView key={id} id={id} />;
}
