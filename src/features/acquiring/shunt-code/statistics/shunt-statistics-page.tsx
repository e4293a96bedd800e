import { Box } from '@chakra-ui/react/box';
import { Badge } from '@chakra-ui/react/badge';
import type { ShuntStatistics } from '../../../../../contract/acquiring/shunt-code';
import { t } from '../../../../lib/i18n/translate';
import { ToolStatisticsPage } from '../../../../data/tool-page/tool-statistics-page';
import { PageSection } from '../../../../ui/page-layout/page-layout';
import { SimpleTable, percent } from '../../../../ui/simple-table/simple-table';
import { StatCard } from '../../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../../ui/trend-chart/lazy-trend-chart';
import { useShuntCode, useShuntStatistics } from '../api/shunt-code-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /shunt-code/statistics: exposures, adds, conversion and share vs weight per target. */
function ShuntFigures({ data }: { data: ShuntStatistics | undefined }) {
  return (
    <>
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
    </>
  );
}

/** issue #15 /shunt-code/statistics?id=<record>: without a record id the page says so instead of waiting. */
export function ShuntStatisticsPage() {
  return (
    <ToolStatisticsPage
      title={t('shunt.statsTitle')}
      listPath="/shunt-code"
      testId="shunt-statistics-page"
      exportType="shunt_code_statistics"
      useRecord={useShuntCode}
      useStatistics={useShuntStatistics}
      exportRows={(data) => data.targets.length}
    >
      {(data) => <ShuntFigures data={data} />}
    </ToolStatisticsPage>
  );
}
