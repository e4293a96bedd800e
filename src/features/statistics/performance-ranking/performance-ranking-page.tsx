import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { MAX_SPAN_DAYS } from '../../../../contract/statistics/period';
import {
  RANKING_METRICS,
  RANKING_SUBJECTS,
  performanceRanking,
} from '../../../../contract/statistics/performance-ranking';
import type {
  RankingMetric,
  RankingRow,
  RankingSubject,
} from '../../../../contract/statistics/performance-ranking';
import { formatMoney, formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import { LazyStatChart } from '../../../ui/stat-charts/lazy-stat-chart';
import { FilterItem, FilterRow } from '../shared/filter-row';
import { presetPeriod, statToday } from '../shared/period';
import type { Period } from '../shared/period';
import { PeriodPicker } from '../shared/period-picker';
import { toDataColumns } from '../shared/stat-columns';
import type { StatColumn } from '../shared/stat-columns';
import { StatError } from '../shared/stat-states';
import { StatTable } from '../shared/stat-table';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { STATISTICS_READ } from '../shared/statistics-read';
import { SegmentedControl } from '../../../ui/segmented-control/segmented-control';
import { StatSection } from '../shared/stat-section';
import '../../../lib/i18n/messages/statistics-messages';

const SUBJECT_LABELS = {
  employee: 'rk.by.employee',
  department: 'rk.by.department',
  shop: 'rk.by.shop',
} as const satisfies Record<RankingSubject, string>;
const METRIC_LABELS = {
  amount: 'rk.metric.amount',
  orders: 'rk.metric.orders',
  new_customers: 'rk.metric.new_customers',
} as const satisfies Record<RankingMetric, string>;

const columns = (subject: RankingSubject): StatColumn<RankingRow>[] => [
  { key: 'rank', title: t('stat.col.rank'), text: (row) => String(row.rank) },
  { key: 'name', title: t(SUBJECT_LABELS[subject]), text: (row) => row.name },
  {
    key: 'amount',
    title: t('rk.col.amount'),
    text: (row) => formatMoney(row.amount),
    numeric: true,
  },
  {
    key: 'orders',
    title: t('rk.col.orders'),
    text: (row) => formatNumber(row.orders),
    numeric: true,
  },
  {
    key: 'new',
    title: t('rk.col.new_customers'),
    text: (row) => formatNumber(row.new_customers),
    numeric: true,
  },
];

const valueOf = (row: RankingRow, metric: RankingMetric) =>
  metric === 'amount' ? Number(row.amount) : metric === 'orders' ? row.orders : row.new_customers;

/**
 * issue #21 /performance-ranking 业绩排行 (docs/domain.md §6 [KJ] ShopGuideDataSeries): employees,
 * departments or shops ranked by net deal amount, orders or new customers, with the period
 * picker and the attribution rule in force; Top 10 chart, full ranking table, export through the export center.
 */
export function PerformanceRankingPage() {
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last30', statToday()));
  const [by, setBy] = useState<RankingSubject>('employee');
  const [metric, setMetric] = useState<RankingMetric>('amount');
  const readQuery = { ...period, by, metric };
  const ranking = useEndpointQuery(performanceRanking, { query: readQuery }, STATISTICS_READ);
  const data = ranking.data;
  const top = (data?.rows ?? []).slice(0, 10);

  return (
    <PageLayout
      title={t('rk.title')}
      description={t('rk.description')}
      testId="performance-ranking-page"
    >
      <StatSection padding="4">
        <FilterRow>
          <FilterItem label={t('stat.period.label')} grow>
            <PeriodPicker
              value={period}
              onChange={setPeriod}
              maxSpanDays={MAX_SPAN_DAYS}
              missingOffline={ranking.missingOffline}
            />
          </FilterItem>
          <FilterItem label={t('rk.by')}>
            <SegmentedControl
              size="xs"
              label={t('rk.by')}
              value={by}
              onChange={setBy}
              testId="ranking-by"
              options={RANKING_SUBJECTS.map((value) => ({
                value,
                label: t(SUBJECT_LABELS[value]),
              }))}
            />
          </FilterItem>
          <FilterItem label={t('rk.metric')}>
            <SegmentedControl
              size="xs"
              label={t('rk.metric')}
              value={metric}
              onChange={setMetric}
              testId="ranking-metric"
              options={RANKING_METRICS.map((value) => ({ value, label: t(METRIC_LABELS[value]) }))}
            />
          </FilterItem>
        </FilterRow>
        <Text fontSize="xs" color="fg.muted" mt="3" data-testid="ranking-rule">
          {t('rk.rule', { rule: t('rk.rule.first_friend') })}
        </Text>
      </StatSection>
      {ranking.error && !data ? (
        <StatError message={ranking.error.message} onRetry={() => void ranking.refetch()} />
      ) : null}
      <StatSection title={`${t(METRIC_LABELS[metric])} · ${t('rk.top')}`} padding="4">
        <LazyStatChart
          kind="bar"
          title={t(METRIC_LABELS[metric])}
          labels={top.map((row) => row.name)}
          firstColumn={t(SUBJECT_LABELS[by])}
          format={metric === 'amount' ? 'money' : 'number'}
          series={[
            {
              key: metric,
              name: t(METRIC_LABELS[metric]),
              color: '#3370ff',
              values: top.map((row) => valueOf(row, metric)),
            },
          ]}
          height={240}
        />
      </StatSection>
      <StatSection title={t('rk.title')} padding="4">
        <Box>
          <StatTable
            label={t('rk.title')}
            testId="ranking-table"
            columns={toDataColumns(columns(by))}
            rows={data?.rows}
            rowKey={(row) => row.id}
            loading={ranking.isFetching && !data}
            exportAs={{ type: 'stat_performance_ranking', query: readQuery }}
          />
        </Box>
      </StatSection>
    </PageLayout>
  );
}
