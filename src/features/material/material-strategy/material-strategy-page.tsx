import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import { materialOverview } from '../../../../contract/material/material-strategy';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../ui/trend-chart/lazy-trend-chart';
import '../../../lib/i18n/messages/material-strategy-messages';
import '../../../lib/i18n/messages/material-goods-messages';

const SHORTCUTS = [
  ['/material-goods', 'materialHub.go.goods'],
  ['/super-radar', 'materialHub.go.radar'],
  ['/super-radar/edit-form', 'materialHub.go.newRadar'],
  ['/super-form', 'materialHub.go.form'],
] as const;

/** issue #20 /material-strategy 内容策略: the material hub's live figures, alerts and shortcuts. */
export function MaterialStrategyPage() {
  const navigate = useNavigate();
  const overview = useEndpointQuery(materialOverview, {}, { persist: true });
  const data = overview.data;
  const alerts = (data?.alerts ?? []).filter((alert) => alert.count > 0);
  return (
    <PageLayout
      title={t('materialHub.title')}
      description={t('materialHub.description')}
      testId="material-strategy-page"
    >
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr 1fr', lg: 'repeat(6, 1fr)' }}
        gap="3"
        data-testid="material-figures"
      >
        <StatCard label={t('materialHub.materials')} value={data?.materials ?? 0} />
        <StatCard label={t('materialHub.uses')} value={data?.material_uses ?? 0} tone="blue" />
        <StatCard label={t('materialHub.opens')} value={data?.radar_opens_30d ?? 0} tone="green" />
        <StatCard
          label={t('materialHub.viewers')}
          value={data?.radar_viewers_30d ?? 0}
          tone="purple"
        />
        <StatCard label={t('materialHub.onSale')} value={data?.goods_on_sale ?? 0} tone="orange" />
        <StatCard label={t('materialHub.goodsSends')} value={data?.goods_sends ?? 0} tone="gray" />
      </Box>
      <PageSection title={t('materialHub.alerts')} testId="material-alerts">
        {alerts.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('materialHub.noAlerts')}
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
                  {t(`materialHub.alert.${alert.kind}`, { n: alert.count })}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() =>
                    navigate(alert.kind === 'radar_silent' ? '/super-radar' : '/material-goods')
                  }
                >
                  {alert.kind === 'radar_silent' ? t('materialHub.go.radar') : t('goods.sync')}
                </Button>
              </Box>
            ))}
          </Box>
        )}
      </PageSection>
      <PageSection title={t('materialHub.trend')}>
        <LazyTrendChart
          title={t('materialHub.trend')}
          labels={(data?.trend ?? []).map((point) => point.day.slice(5))}
          series={[
            {
              key: 'opens',
              name: t('materialHub.series.opens'),
              color: '#2563eb',
              values: (data?.trend ?? []).map((point) => point.opens),
            },
            {
              key: 'viewers',
              name: t('materialHub.series.viewers'),
              color: '#9333ea',
              values: (data?.trend ?? []).map((point) => point.viewers),
            },
          ]}
        />
      </PageSection>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
        <PageSection title={t('materialHub.topMaterials')} testId="top-materials">
          {(data?.top_materials ?? []).map((row, index) => (
            <Box
              key={row.id}
              display="flex"
              justifyContent="space-between"
              gap="3"
              py="2"
              borderTopWidth={index ? '1px' : 0}
            >
              <Text fontSize="sm" minW="0">
                {index + 1}. {row.title}
                <Text as="span" color="fg.muted" ms="2" fontSize="xs">
                  {t(`library.type.${row.type}`)}
                </Text>
              </Text>
              <Text fontSize="sm" flexShrink={0}>
                {t('materialHub.uses.n', { n: row.uses })}
              </Text>
            </Box>
          ))}
          {data && data.top_materials.length === 0 ? (
            <Text color="fg.muted">{t('materialHub.empty')}</Text>
          ) : null}
        </PageSection>
        <PageSection title={t('materialHub.topRadars')} testId="top-radars">
          {(data?.top_radars ?? []).map((row, index) => (
            <Box key={row.id} py="2" borderTopWidth={index ? '1px' : 0}>
              <Button
                variant="plain"
                color="blue.700"
                p="0"
                height="auto"
                fontSize="sm"
                onClick={() => navigate(`/super-radar/data-detail?id=${row.id}`)}
              >
                {index + 1}. {row.title}
              </Button>
              <Text fontSize="xs" color="fg.muted">
                {t('materialHub.radarLine', {
                  sends: row.sends,
                  opens: row.opens,
                  viewers: row.viewers,
                })}
              </Text>
            </Box>
          ))}
          {data && data.top_radars.length === 0 ? (
            <Text color="fg.muted">{t('materialHub.empty')}</Text>
          ) : null}
        </PageSection>
      </Box>
      <PageSection title={t('materialHub.shortcuts')}>
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
