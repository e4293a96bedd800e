import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import { strategyOverview } from '../../../../contract/customer/customer-strategy';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../ui/trend-chart/lazy-trend-chart';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import '../../../lib/i18n/messages/customer-ops-messages';

const SHORTCUTS = [
  ['/customer-list', 'customerOps.strategy.go.list'],
  ['/loss-customer', 'customerOps.strategy.go.loss'],
  ['/repeat-customer', 'customerOps.strategy.go.repeat'],
  ['/group-list', 'customerOps.strategy.go.groups'],
  ['/batch-tag/form', 'customerOps.strategy.go.batch'],
  ['/auto-tag', 'customerOps.strategy.go.auto'],
  ['/tag-manage', 'customerOps.strategy.go.tags'],
  ['/custom-info', 'customerOps.strategy.go.fields'],
] as const;

const percent = (value: number) => Math.round(value * 1000) / 10;

/** issue #19 /customer-strategy 客户策略: the customer hub's figures, trend and shortcuts. */
export function CustomerStrategyPage() {
  const navigate = useNavigate();
  const overview = useEndpointQuery(strategyOverview, { query: { days: 30 } });
  const data = overview.data;
  const trend = data?.trend ?? [];
  return (
    <PageLayout
      title={t('customerOps.strategy.title')}
      description={t('customerOps.strategy.description')}
      testId="customer-strategy-page"
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="3">
        <StatCard label={t('customerOps.strategy.customers')} value={data?.customers ?? 0} />
        <StatCard label={t('customerOps.strategy.net')} value={data?.net ?? 0} tone="green" />
        <StatCard
          label={`${t('customerOps.strategy.repeatRate')}（%）`}
          value={percent(data?.repeat_rate ?? 0)}
          tone="orange"
        />
        <StatCard
          label={t('customerOps.strategy.untagged')}
          value={data?.untagged ?? 0}
          tone="purple"
        />
      </Box>
      <Text fontSize="sm" color="fg.muted" data-testid="strategy-caption">
        {[
          t('customerOps.strategy.active', { n: data?.active_customers ?? 0 }),
          t('customerOps.strategy.addsLosses', {
            adds: data?.adds ?? 0,
            losses: data?.losses ?? 0,
          }),
          t('customerOps.strategy.coverage', { n: percent(data?.tag_coverage ?? 0) }),
        ].join(' · ')}
      </Text>
      <PageSection title={t('customerOps.strategy.trend')}>
        <LazyTrendChart
          title={t('customerOps.strategy.trend')}
          labels={trend.map((day) => day.date.slice(5))}
          series={[
            {
              key: 'adds',
              name: t('customerOps.strategy.adds'),
              color: '#2563eb',
              values: trend.map((day) => day.adds),
            },
            {
              key: 'losses',
              name: t('customerOps.strategy.losses'),
              color: '#dc2626',
              values: trend.map((day) => day.losses),
            },
            {
              key: 'net',
              name: t('customerOps.strategy.netShort'),
              color: '#16a34a',
              values: trend.map((day) => day.net),
            },
          ]}
        />
      </PageSection>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
        <PageSection title={t('customerOps.strategy.topQuits')}>
          {data && data.top_quit_groups.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('customerOps.strategy.noQuits')}
            </Text>
          ) : null}
          <Box as="ol" display="flex" flexDirection="column" gap="2" ps="5">
            {data?.top_quit_groups.map((group) => (
              <li key={group.id}>
                <Button
                  variant="plain"
                  size="sm"
                  px="0"
                  colorPalette="blue"
                  onClick={() => navigate(`/group-list/group-detail?id=${group.id}`)}
                >
                  {group.name}
                </Button>
                <Text as="span" fontSize="sm" color="fg.muted" ms="2">
                  {t('customerOps.strategy.quits', { quits: group.quits, members: group.members })}
                </Text>
              </li>
            ))}
          </Box>
        </PageSection>
        <PageSection title={t('customerOps.strategy.shortcuts')}>
          <Box display="grid" gridTemplateColumns="repeat(2, 1fr)" gap="2">
            {SHORTCUTS.map(([path, key]) => (
              <Button key={path} size="sm" variant="outline" onClick={() => navigate(path)}>
                {t(key)}
              </Button>
            ))}
          </Box>
        </PageSection>
      </Box>
    </PageLayout>
  );
}
