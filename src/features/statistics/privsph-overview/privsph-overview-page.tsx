import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import {
  OVERVIEW_KPIS,
  OVERVIEW_TREND_DAYS,
  privsphOverview,
} from '../../../../contract/statistics/privsph-overview';
import type {
  OverviewKpiKey,
  OverviewTrendRow,
} from '../../../../contract/statistics/privsph-overview';
import { t } from '../../../lib/i18n/translate';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import { sc } from '../../../ui/static-css/class-names';
import { LazyStatChart } from '../../../ui/stat-charts/lazy-stat-chart';
import { KpiCard } from '../shared/kpi-card';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { cardGrid, StatError } from '../shared/stat-states';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { STATISTICS_READ } from '../shared/statistics-read';
import { OverviewRankings } from './overview-parts';
import { StatSection } from '../shared/stat-section';
import '../../../lib/i18n/messages/statistics-messages';

const KPI_LABELS = {
  customers_total: 'ov.kpi.customers_total',
  groups_total: 'ov.kpi.groups_total',
  members_total: 'ov.kpi.members_total',
  new_contacts: 'ov.kpi.new_contacts',
  lost: 'ov.kpi.lost',
  net: 'ov.kpi.net',
  followed_up: 'ov.kpi.followed_up',
  applications: 'ov.kpi.applications',
  groups_created: 'ov.kpi.groups_created',
  groups_dismissed: 'ov.kpi.groups_dismissed',
  members_joined: 'ov.kpi.members_joined',
  members_quit: 'ov.kpi.members_quit',
} as const satisfies Record<OverviewKpiKey, string>;

const BAD_WHEN_UP = new Set<OverviewKpiKey>(['lost', 'groups_dismissed', 'members_quit']);

/**
 * issue #21 /privsph-overview 私域概览 (docs/domain.md §6, §10 #7): the morning dashboard — KPI cards
 * with the change versus yesterday and the same day last week, trends over 7/30/90 days,
 * employee Top 10 and channel share. Persisted: opens offline with 数据更新于.
 */
export function PrivsphOverviewPage() {
  const [days, setDays] = useState<(typeof OVERVIEW_TREND_DAYS)[number]>(7);
  const readQuery = { days: String(days) as '7' };
  const query = useEndpointQuery(privsphOverview, { query: readQuery }, STATISTICS_READ);
  const data = query.data;
  const trend = data?.trend ?? [];
  const labels = trend.map((row) => row.day);
  const series = (key: keyof OverviewTrendRow, name: string, color: string) => ({
    key,
    name,
    color,
    values: trend.map((row) => Number(row[key])),
  });

  return (
    <PageLayout
      title={t('ov.title')}
      description={t('ov.description')}
      testId="privsph-overview-page"
      actions={
        <span data-testid="overview-export">
          <ExportButton
            type="stat_overview_trend"
            filters={exportFilters(readQuery)}
            total={trend.length}
          />
        </span>
      }
    >
      {query.error && !data ? (
        <StatError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : null}
      <Box {...cardGrid(12)} data-testid="overview-kpis">
        {OVERVIEW_KPIS.map((key) => {
          const kpi = data?.kpis.find((item) => item.key === key);
          return (
            <KpiCard
              key={key}
              label={t(KPI_LABELS[key])}
              value={kpi?.value ?? 0}
              yesterday={kpi?.yesterday ?? 0}
              lastWeek={kpi?.last_week ?? 0}
              goodWhenUp={!BAD_WHEN_UP.has(key)}
              testId={`kpi-${key}`}
            />
          );
        })}
      </Box>
      <StatSection
        title={t('ov.trend')}
        padding="4"
        actions={
          <Box display="flex" gap="1" role="group" aria-label={t('ov.trendDays')}>
            {OVERVIEW_TREND_DAYS.map((value) => (
              <button
                key={value}
                type="button"
                className={sc(
                  days === value ? 'bt-xs-solid' : 'bt-xs-outline',
                  days === value && 'sc-palette-blue',
                )}
                aria-pressed={days === value}
                onClick={() => setDays(value)}
              >
                {t(
                  value === 7
                    ? 'stat.period.last7'
                    : value === 30
                      ? 'stat.period.last30'
                      : 'stat.period.last90',
                )}
              </button>
            ))}
          </Box>
        }
      >
        {query.missingOffline ? (
          <Box
            fontSize="sm"
            color="orange.800"
            bg="orange.50"
            px="3"
            py="2"
            borderRadius="md"
            mb="3"
            role="status"
            data-testid="period-offline-missing"
          >
            {t('stat.period.offlineMissing')}
          </Box>
        ) : null}
        <LazyStatChart
          kind="line"
          title={t('ov.trend')}
          labels={labels}
          firstColumn={t('stat.col.day')}
          series={[
            series('new_contacts', t('ov.s.new'), '#3370ff'),
            series('lost', t('ov.s.lost'), '#d83931'),
            series('net', t('ov.s.net'), '#00a870'),
          ]}
          testId="overview-trend"
        />
      </StatSection>
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }}
        gap="4"
      >
        <StatSection title={t('ov.totals')} padding="4">
          <LazyStatChart
            kind="line"
            title={t('ov.totals')}
            labels={labels}
            firstColumn={t('stat.col.day')}
            series={[
              series('customers_total', t('ov.s.customers'), '#3370ff'),
              series('members_total', t('ov.s.members'), '#7b61ff'),
            ]}
            height={220}
          />
        </StatSection>
        <StatSection title={t('ov.groupTrend')} padding="4">
          <LazyStatChart
            kind="stacked"
            title={t('ov.groupTrend')}
            labels={labels}
            firstColumn={t('stat.col.day')}
            series={[
              series('members_joined', t('ov.s.joined'), '#00a870'),
              series('members_quit', t('ov.s.quit'), '#ff7d00'),
            ]}
            height={220}
          />
        </StatSection>
      </Box>
      <OverviewRankings data={data} loading={query.isFetching && !data} query={readQuery} />
    </PageLayout>
  );
}
