// issue #20 /marketing-strategy 营销策略: the marketing hub — live figures of campaigns, plans
// and audiences from the server's one read, alerts with a way to act, what runs next, and
// shortcuts into the area.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import { marketingOverview } from '../../../../contract/marketing/marketing-strategy';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatMoney, formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { StatCard } from '../../../ui/stat-card/stat-card';
import '../../../lib/i18n/messages/marketing-strategy-messages';

const SHORTCUTS = [
  ['/marketing', 'marketingStrategy.go.marketing'],
  ['/operation-plan', 'marketingStrategy.go.plan'],
  ['/admp-strategy', 'marketingStrategy.go.audience'],
  ['/admp-tag', 'marketingStrategy.go.tag'],
  ['/order-points', 'marketingStrategy.go.points'],
] as const;
const ALERT_TARGET = {
  behind_goal: '/marketing',
  starting_soon_draft: '/marketing',
  plan_paused: '/operation-plan',
  audience_failed: '/admp-strategy',
  audience_empty: '/admp-strategy',
} as const;

export function MarketingStrategyPage() {
  const navigate = useNavigate();
  const overview = useEndpointQuery(marketingOverview, {}, { persist: true });
  const data = overview.data;
  const alerts = (data?.alerts ?? []).filter((alert) => alert.count > 0);
  const budget = Number(data?.budget_90d ?? 0);
  const revenue = Number(data?.revenue_90d ?? 0);
  const reached = data?.reached_90d ?? 0;
  return (
    <PageLayout
      title={t('marketingStrategy.title')}
      description={t('marketingStrategy.description')}
      testId="marketing-strategy-page"
    >
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr 1fr', lg: 'repeat(6, 1fr)' }}
        gap="3"
        data-testid="marketing-figures"
      >
        <StatCard label={t('marketingStrategy.running')} value={data?.campaigns.running ?? 0} />
        <StatCard label={t('marketingStrategy.reached')} value={reached} tone="purple" />
        <StatCard
          label={t('marketingStrategy.converted')}
          value={data?.converted_90d ?? 0}
          tone="green"
        />
        <StatCard
          label={t('marketingStrategy.revenue')}
          value={revenue}
          tone="orange"
          testId="hub-revenue"
        />
        <StatCard
          label={t('marketingStrategy.plansRunning')}
          value={data?.plans.running ?? 0}
          tone="blue"
        />
        <StatCard
          label={t('marketingStrategy.audienceCustomers')}
          value={data?.audience_customers ?? 0}
          tone="gray"
        />
      </Box>
      {data && (
        <Box fontSize="sm" color="fg.muted" data-testid="marketing-summary">
          <Text>
            {t('marketingStrategy.roi', {
              budget: formatMoney(budget),
              roi: budget > 0 ? (revenue / budget).toFixed(2) : '-',
              rate: reached > 0 ? ((data.converted_90d / reached) * 100).toFixed(1) : '0.0',
            })}
          </Text>
          <Text>{t('marketingStrategy.campaignStatus', data.campaigns)}</Text>
          <Text>
            {t('marketingStrategy.planStatus', {
              ...data.plans,
              entered: formatNumber(data.plan_entered),
              audiences: data.audiences,
            })}
          </Text>
        </Box>
      )}
      <PageSection title={t('marketingStrategy.alerts')} testId="marketing-alerts">
        {alerts.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('marketingStrategy.noAlerts')}
          </Text>
        ) : (
          <Box as="ul" display="flex" flexDirection="column" gap="2" listStyleType="none">
            {alerts.map((alert) => (
              <Box
                as="li"
                key={alert.kind}
                display="flex"
                gap="3"
                alignItems="center"
                flexWrap="wrap"
              >
                <Text fontSize="sm" color="orange.800" flex="1" minW="48">
                  {t(`marketingStrategy.alert.${alert.kind}`, {
                    n: alert.count,
                    names: alert.names.join('、'),
                  })}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => navigate(ALERT_TARGET[alert.kind])}
                >
                  {t('marketingStrategy.handle')}
                </Button>
              </Box>
            ))}
          </Box>
        )}
      </PageSection>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
        <PageSection title={t('marketingStrategy.top')} testId="top-campaigns">
          {(data?.top_campaigns ?? []).map((row, index) => (
            <Box key={row.id} py="2" borderTopWidth={index ? '1px' : 0}>
              <Text fontSize="sm" fontWeight="medium">
                {index + 1}. {row.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t('marketingStrategy.topLine', {
                  reached: formatNumber(row.reached),
                  converted: formatNumber(row.converted),
                  revenue: formatMoney(row.revenue),
                })}
              </Text>
            </Box>
          ))}
          {data && data.top_campaigns.length === 0 ? (
            <Text color="fg.muted">{t('marketingStrategy.empty')}</Text>
          ) : null}
        </PageSection>
        <PageSection title={t('marketingStrategy.upcoming')} testId="upcoming">
          {(data?.upcoming ?? []).map((row, index) => (
            <Box
              key={`${row.kind}-${row.id}`}
              display="flex"
              justifyContent="space-between"
              gap="3"
              py="2"
              borderTopWidth={index ? '1px' : 0}
            >
              <Text fontSize="sm" minW="0">
                <Text as="span" color="fg.muted" me="2" fontSize="xs">
                  {t(`marketingStrategy.upcoming.${row.kind}`)}
                </Text>
                {row.name}
              </Text>
              <Text fontSize="sm" flexShrink={0}>
                {formatDateTime(row.at)}
              </Text>
            </Box>
          ))}
          {data && data.upcoming.length === 0 ? (
            <Text color="fg.muted">{t('marketingStrategy.empty')}</Text>
          ) : null}
        </PageSection>
      </Box>
      <PageSection title={t('marketingStrategy.shortcuts')}>
        <Box display="flex" gap="2" flexWrap="wrap">
          {SHORTCUTS.map(([path, label]) => (
            <Button key={path} size="sm" variant="outline" onClick={() => navigate(path)}>
              {t(label)}
            </Button>
          ))}
        </Box>
      </PageSection>
    </PageLayout>
  );
}
