import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { DealReport, DealRow } from '../../../../contract/statistics/deal-figures';
import type { transformData } from '../../../../contract/statistics/transform-data';
import { DEAL_FIGURES } from '../../../../contract/statistics/deal-figures';
import { MAX_SPAN_DAYS } from '../../../../contract/statistics/period';
import type { ExportType } from '../../../../contract/setting/export-log';
import type { MessageKey } from '../../../lib/i18n/zh-cn';
import { t } from '../../../lib/i18n/translate';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import { formatValue } from '../../../ui/stat-charts/chart-format';
import { LazyStatChart } from '../../../ui/stat-charts/lazy-stat-chart';
import { DEAL_LABELS, dealColumns, dealSortOptions, dealText } from './deal-columns';
import { FilterItem, FilterRow } from './filter-row';
import { FigureCard } from './kpi-card';
import { presetPeriod, statToday } from './period';
import type { Period } from './period';
import { PeriodPicker } from './period-picker';
import { toDataColumns } from './stat-columns';
import type { StatColumn } from './stat-columns';
import { cardGrid, StatError } from './stat-states';
import { StatTable } from './stat-table';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { STATISTICS_READ } from './statistics-read';
import { SegmentedControl } from '../../../ui/segmented-control/segmented-control';
import { StatSection } from './stat-section';
import '../../../lib/i18n/messages/statistics-messages';

type DayRow = DealReport['days'][number];

export interface DealPageConfig {
  /** One of the three deal endpoints (same query and answer, own path and permission). */
  readonly endpoint: Omit<typeof transformData, 'path'> & { readonly path: string };
  readonly title: MessageKey;
  readonly description: MessageKey;
  /** The dimension's name (员工 / 客户群 / 营销活动). */
  readonly dimension: MessageKey;
  /** The conversion's base (新增客户 / 新增群成员), when the dimension has one. */
  readonly base?: MessageKey;
  readonly note?: MessageKey;
  readonly testId: string;
  /** The export center's types of the two tables (contract/statistics/statistics-export-types.ts). */
  readonly exportTypes: { readonly rows: ExportType; readonly days: ExportType };
}

/**
 * issue #21 deals (/transform-data, /community-deal, /data-marketing): orders, paying
 * customers, amount (net of refunds), first and repeat purchases and the conversion from add to
 * first order, by day and by the page's dimension; both tables export through the export center.
 */
export function DealPage({ config }: { config: DealPageConfig }) {
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last30', statToday()));
  const [view, setView] = useState<'dimension' | 'day'>('dimension');
  const report = useEndpointQuery(config.endpoint, { query: period }, STATISTICS_READ);
  const data = report.data;
  const days = data?.days ?? [];
  const dimension = t(config.dimension);
  const rowColumns = (): StatColumn<DealRow>[] => [
    {
      key: 'name',
      title: dimension,
      text: (row) => (row.id === '0' ? t('deal.unattributed') : row.name),
    },
    ...dealColumns<DealRow>(),
    ...(config.base
      ? [
          {
            key: 'base',
            title: t(config.base),
            text: (row: DealRow) => formatValue(row.base),
            numeric: true,
          },
          {
            key: 'conversion',
            title: t('deal.f.conversion'),
            text: (row: DealRow) => formatValue(row.conversion, 'percent'),
            numeric: true,
          },
        ]
      : []),
  ];
  const dayColumns = (): StatColumn<DayRow>[] => [
    { key: 'day', title: t('stat.col.day'), text: (row) => row.day },
    ...dealColumns<DayRow>(),
  ];
  // The server's share (issue #37): its slices add up to the 成交金额 card.
  const share = data?.share ?? [];
  const shareName = (row: { id: string; name: string }) =>
    row.id === 'other' ? t('deal.other') : row.id === '0' ? t('deal.unattributed') : row.name;
  const loading = report.isFetching && !data;

  return (
    <PageLayout title={t(config.title)} description={t(config.description)} testId={config.testId}>
      <StatSection padding="4">
        <FilterRow>
          <FilterItem label={t('stat.period.label')} grow>
            <PeriodPicker
              value={period}
              onChange={setPeriod}
              maxSpanDays={MAX_SPAN_DAYS}
              missingOffline={report.missingOffline}
            />
          </FilterItem>
        </FilterRow>
        <Text fontSize="xs" color="fg.muted" mt="2">
          {t('deal.netNote')}
          {config.note ? ` ${t(config.note)}` : ''}
        </Text>
      </StatSection>
      {report.error && !data ? (
        <StatError message={report.error.message} onRetry={() => void report.refetch()} />
      ) : null}
      <Box {...cardGrid(config.base ? 8 : 7)} data-testid="deal-totals">
        {DEAL_FIGURES.map((key) => (
          <FigureCard
            key={key}
            label={t(DEAL_LABELS[key])}
            value={data ? dealText(data.totals, key) : '-'}
            testId={`deal-${key}`}
          />
        ))}
        {config.base ? (
          <FigureCard
            label={t('deal.f.conversion')}
            value={data ? formatValue(data.totals.conversion, 'percent') : '-'}
          />
        ) : null}
      </Box>
      <StatSection title={t('deal.trend')} padding="4">
        <LazyStatChart
          kind="line"
          title={t('deal.f.amount')}
          labels={days.map((row) => row.day)}
          firstColumn={t('stat.col.day')}
          format="money"
          series={[
            {
              key: 'amount',
              name: t('deal.f.amount'),
              color: '#3370ff',
              values: days.map((row) => Number(row.amount)),
            },
          ]}
          height={220}
        />
        <Box mt="4">
          <LazyStatChart
            kind="stacked"
            title={t('deal.f.orders')}
            labels={days.map((row) => row.day)}
            firstColumn={t('stat.col.day')}
            height={200}
            series={[
              {
                key: 'first',
                name: t('deal.f.first_orders'),
                color: '#00a870',
                values: days.map((row) => row.first_orders),
              },
              {
                key: 'repeat',
                name: t('deal.f.repeat_orders'),
                color: '#ff7d00',
                values: days.map((row) => row.repeat_orders),
              },
            ]}
          />
        </Box>
      </StatSection>
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }}
        gap="4"
      >
        <StatSection title={t('deal.share')} padding="4">
          <LazyStatChart
            kind="donut"
            title={t('deal.share')}
            format="money"
            labels={share.map(shareName)}
            firstColumn={dimension}
            series={[
              {
                key: 'amount',
                name: t('deal.f.amount'),
                color: '#3370ff',
                values: share.map((row) => Number(row.amount)),
              },
            ]}
          />
        </StatSection>
        {config.base && data ? (
          <StatSection title={t('deal.funnel')} padding="4">
            <LazyStatChart
              kind="funnel"
              title={t('deal.funnel')}
              labels={[t(config.base), t('deal.f.first_orders')]}
              series={[
                {
                  key: 'funnel',
                  name: t('deal.funnel'),
                  color: '#3370ff',
                  values: [data.totals.base ?? 0, data.totals.first_orders],
                },
              ]}
            />
          </StatSection>
        ) : null}
      </Box>
      <StatSection
        padding="4"
        title={view === 'day' ? t('deal.byDay') : t('deal.view.dimension', { name: dimension })}
        actions={
          <SegmentedControl
            size="xs"
            label={t('stat.dimension')}
            value={view}
            onChange={setView}
            testId="deal-view"
            options={[
              { value: 'dimension', label: t('deal.view.dimension', { name: dimension }) },
              { value: 'day', label: t('deal.view.day') },
            ]}
          />
        }
      >
        {view === 'dimension' ? (
          <StatTable
            label={t('deal.view.dimension', { name: dimension })}
            testId="deal-rows"
            columns={toDataColumns(rowColumns())}
            rows={data?.rows}
            rowKey={(row) => row.id}
            loading={loading}
            sortOptions={dealSortOptions<DealRow>()}
            exportAs={{ type: config.exportTypes.rows, query: period }}
          />
        ) : (
          <StatTable
            label={t('deal.byDay')}
            testId="deal-days"
            columns={toDataColumns(dayColumns())}
            rows={data ? [...data.days].reverse() : undefined}
            rowKey={(row) => row.day}
            loading={loading}
            exportAs={{ type: config.exportTypes.days, query: period }}
          />
        )}
      </StatSection>
    </PageLayout>
  );
}
