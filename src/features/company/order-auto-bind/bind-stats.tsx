import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { IDENTIFIER_TITLES } from '../../../../contract/company/order-auto-bind';
import type { BindStats } from '../../../../contract/company/order-auto-bind';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../ui/trend-chart/lazy-trend-chart';
import '../../../lib/i18n/messages/company-order-auto-bind-messages';

/** The Monday (YYYY-MM-DD) of a calendar day's week. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** Orders arrive a few a day: the trend reads by week of ordering (summing its days). */
function weekly(daily: BindStats['daily']) {
  const weeks = new Map<string, { orders: number; bound: number }>();
  for (const day of daily) {
    const week = weeks.get(weekOf(day.day)) ?? { orders: 0, bound: 0 };
    week.orders += day.orders;
    week.bound += day.bound;
    weeks.set(weekOf(day.day), week);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, value]) => ({ day, ...value }));
}

/** issue #22 "statistics (bind rate)": totals of the binding log and the weekly trend. */
export function BindStatsPanel({ stats }: { stats: BindStats | undefined }) {
  const daily = weekly(stats?.daily ?? []);
  return (
    <>
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr 1fr', lg: 'repeat(5, 1fr)' }}
        gap="3"
        data-testid="bind-stats"
      >
        <StatCard label={t('orderAutoBind.stat.orders')} value={stats?.orders ?? 0} />
        <StatCard
          label={t('orderAutoBind.stat.bound')}
          value={stats?.bound ?? 0}
          tone="green"
          hint={t('orderAutoBind.stat.manual', { count: stats?.manual ?? 0 })}
        />
        <StatCard
          label={t('orderAutoBind.stat.unbound')}
          value={stats?.unbound ?? 0}
          tone="orange"
        />
        <StatCard label={t('orderAutoBind.stat.failed')} value={stats?.failed ?? 0} tone="red" />
        <StatCard
          label={t('orderAutoBind.stat.rate')}
          value={Number(stats?.bind_rate ?? 0)}
          testId="bind-rate"
          hint={
            stats?.last_checked_at
              ? t('orderAutoBind.stat.lastRun', { at: formatDateTime(stats.last_checked_at) })
              : t('orderAutoBind.stat.never')
          }
        />
      </Box>
      <PageSection title={t('orderAutoBind.trend')}>
        <Box display="flex" gap="4" flexWrap="wrap" mb="3">
          <Text fontSize="sm" color="fg.muted">
            {t('orderAutoBind.byType')}
          </Text>
          {(stats?.by_identifier ?? []).map((entry) => (
            <Text key={entry.type} fontSize="sm" data-testid={`bind-by-type-${entry.type}`}>
              {IDENTIFIER_TITLES[entry.type]}：{entry.count}
            </Text>
          ))}
        </Box>
        <LazyTrendChart
          title={t('orderAutoBind.trend')}
          labels={daily.map((day) => day.day.slice(5))}
          height={220}
          series={[
            {
              key: 'orders',
              name: t('orderAutoBind.trend.orders'),
              color: '#3b82f6',
              values: daily.map((day) => day.orders),
            },
            {
              key: 'bound',
              name: t('orderAutoBind.trend.bound'),
              color: '#16a34a',
              values: daily.map((day) => day.bound),
            },
          ]}
        />
      </PageSection>
    </>
  );
}
