import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Badge } from '@chakra-ui/react/badge';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../../../../lib/i18n/translate';
import { downloadCsv } from '../../../../ui/export/download-file';
import { PageLayout, PageSection } from '../../../../ui/page-layout/page-layout';
import { SimpleTable, percent } from '../../../../ui/simple-table/simple-table';
import { RangeSelect, useRecentRange } from '../../../../ui/stat-range/range-select';
import { StatCard } from '../../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../../ui/trend-chart/lazy-trend-chart';
import { useShuntCode, useShuntStatistics } from '../api/shunt-code-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';
import {
  MissingRecordPage,
  parseRecordId,
} from '../../../../ui/missing-record/missing-record-page';

/** issue #15 /shunt-code/statistics: exposures, adds, conversion and share vs weight per target. */
function ShuntStatisticsView({ id }: { id: number }) {
  const navigate = useNavigate();
  const range = useRecentRange(30);
  const code = useShuntCode(id);
  const stats = useShuntStatistics(id, range.from, range.to);
  const data = stats.data;
  return (
    <PageLayout
      title={`${t('shunt.statsTitle')}${code.data ? ` · ${code.data.name}` : ''}`}
      testId="shunt-statistics-page"
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
              data &&
              downloadCsv(
                [
                  [
                    t('shunt.target'),
                    t('shunt.weight'),
                    t('shunt.exposures'),
                    t('shunt.adds'),
                    t('shunt.conversion'),
                    t('shunt.configuredShare'),
                    t('shunt.actualShare'),
                  ],
                  ...data.targets.map((row) => [
                    row.name,
                    row.weight,
                    row.exposures,
                    row.adds,
                    percent(row.conversion),
                    percent(row.configured_share),
                    percent(row.actual_share),
                  ]),
                ],
                `${t('shunt.statsTitle')}.csv`,
              )
            }
          >
            {t('tools.export')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => navigate('/shunt-code')}>
            {t('tools.back')}
          </Button>
        </>
      }
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="3">
        <StatCard
          label={t('shunt.exposures')}
          value={data?.totals.exposures ?? 0}
          testId="stat-exposures"
        />
        <StatCard
          label={t('shunt.adds')}
          value={data?.totals.adds ?? 0}
          tone="green"
          testId="stat-adds"
        />
        <StatCard
          label={t('shunt.conversion')}
          value={
            data && data.totals.exposures
              ? Math.round((data.totals.adds / data.totals.exposures) * 100)
              : 0
          }
          hint="%"
          tone="purple"
        />
      </Box>
      <PageSection title={t('shunt.byTarget')}>
        <SimpleTable
          label={t('shunt.byTarget')}
          testId="shunt-target-table"
          rows={data?.targets ?? []}
          columns={[
            {
              key: 'name',
              title: t('shunt.target'),
              render: (row) => (
                <>
                  {row.name}{' '}
                  {row.fallback ? <Badge size="sm">{t('shunt.fallbackTag')}</Badge> : null}
                </>
              ),
            },
            { key: 'kind', title: t('shunt.kind'), render: (row) => t(`shunt.kind.${row.kind}`) },
            { key: 'weight', title: t('shunt.weight'), align: 'end', render: (row) => row.weight },
            {
              key: 'exposures',
              title: t('shunt.exposures'),
              align: 'end',
              render: (row) => row.exposures,
            },
            { key: 'adds', title: t('shunt.adds'), align: 'end', render: (row) => row.adds },
            {
              key: 'conversion',
              title: t('shunt.conversion'),
              align: 'end',
              render: (row) => percent(row.conversion),
            },
            {
              key: 'configured',
              title: t('shunt.configuredShare'),
              align: 'end',
              render: (row) => percent(row.configured_share),
            },
            {
              key: 'actual',
              title: t('shunt.actualShare'),
              align: 'end',
              render: (row) => percent(row.actual_share),
            },
          ]}
        />
      </PageSection>
      <PageSection>
        <LazyTrendChart
          title={t('shunt.statsTitle')}
          labels={(data?.days ?? []).map((row) => row.day.slice(5))}
          series={[
            {
              key: 'exposures',
              name: t('shunt.exposures'),
              color: '#1d5fd6',
              values: (data?.days ?? []).map((row) => Number(row.exposures)),
            },
            {
              key: 'adds',
              name: t('shunt.adds'),
              color: '#07883f',
              values: (data?.days ?? []).map((row) => Number(row.adds)),
            },
          ]}
        />
      </PageSection>
    </PageLayout>
  );
}

/** issue #15 /shunt-code/statistics?id=<record>: without a record id the page says so instead of waiting. */
export function ShuntStatisticsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = parseRecordId(params.get('id'));
  if (id === undefined)
    return (
      <MissingRecordPage title={t('shunt.statsTitle')} onBack={() => navigate('/shunt-code')} />
    );
  return <ShuntStatisticsView key={id} id={id} />;
}
