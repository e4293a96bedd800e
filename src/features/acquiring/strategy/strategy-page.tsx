import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import type { StrategyEntry, StrategyTool } from '../../../../contract/acquiring/strategy';
import { STRATEGY_TOOLS, strategyDashboard } from '../../../../contract/acquiring/strategy';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { SimpleTable } from '../../../ui/simple-table/simple-table';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../ui/trend-chart/lazy-trend-chart';
import '../../../lib/i18n/messages/acquiring-tools-messages';

const PATHS: Record<StrategyTool, string> = {
  channel: '/channel-code',
  lock: '/lock-code',
  shunt: '/shunt-code',
  group: '/group-code',
  short_link: '/short-chain',
  import: '/ai-call',
};
const COLORS: Record<StrategyTool, string> = {
  channel: '#1d5fd6',
  lock: '#7c3aed',
  shunt: '#0e7490',
  group: '#07883f',
  short_link: '#b35c00',
  import: '#64748b',
};
const TONES = ['blue', 'purple', 'gray', 'green', 'orange', 'gray'] as const;

function EntryTable({ label, rows }: { label: string; rows: readonly StrategyEntry[] }) {
  return (
    <SimpleTable
      label={label}
      rows={rows}
      columns={[
        { key: 'name', title: t('tools.name'), render: (row) => row.name },
        { key: 'tool', title: t('shunt.kind'), render: (row) => t(`strategy.tool.${row.tool}`) },
        { key: 'adds', title: t('strategy.weekAdds'), align: 'end', render: (row) => row.adds },
        {
          key: 'previous',
          title: t('strategy.previous', { count: '' }).trim(),
          align: 'end',
          render: (row) => row.previous,
        },
      ]}
    />
  );
}

/** issue #15 /strategy 获客策略: this week's adds by tool with trend, best/worst, alerts, start here. */
export function StrategyPage() {
  const navigate = useNavigate();
  const dashboard = useEndpointQuery(strategyDashboard, {}, { persist: true });
  const data = dashboard.data;
  const trend = data?.trend ?? [];
  return (
    <PageLayout
      title={t('strategy.title')}
      description={t('strategy.description')}
      testId="strategy-page"
    >
      <Box
        display="grid"
        gridTemplateColumns={{
          base: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        }}
        gap="3"
        data-testid="strategy-tools"
      >
        {(data?.tools ?? []).map((row, index) => (
          <StatCard
            key={row.tool}
            label={`${t(`strategy.tool.${row.tool}`)} · ${t('strategy.weekAdds')}`}
            value={row.adds}
            hint={t('strategy.previous', { count: row.previous })}
            tone={TONES[index] ?? 'blue'}
            testId={`strategy-${row.tool}`}
          />
        ))}
      </Box>
      <PageSection>
        <LazyTrendChart
          title={t('strategy.trend')}
          labels={trend.map((row) => row.day.slice(5))}
          series={STRATEGY_TOOLS.map((tool) => ({
            key: tool,
            name: t(`strategy.tool.${tool}`),
            color: COLORS[tool],
            values: trend.map((row) => row[tool]),
          }))}
        />
      </PageSection>
      <PageSection title={t('strategy.alerts')} testId="strategy-alerts">
        {data && data.alerts.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('strategy.noAlerts')}
          </Text>
        ) : null}
        {(data?.alerts ?? []).map((alert) => (
          <Box
            key={`${alert.tool}-${alert.id}-${alert.text}`}
            display="flex"
            gap="2"
            alignItems="center"
            py="1.5"
            flexWrap="wrap"
          >
            <Text fontSize="sm" color="orange.800" flex="1">
              {alert.text}
            </Text>
            <Button size="xs" variant="outline" onClick={() => navigate(PATHS[alert.tool])}>
              {t('strategy.open')}
            </Button>
          </Box>
        ))}
      </PageSection>
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
        gap="4"
      >
        <PageSection title={t('strategy.best')}>
          <EntryTable label={t('strategy.best')} rows={data?.best ?? []} />
        </PageSection>
        <PageSection title={t('strategy.worst')}>
          <EntryTable label={t('strategy.worst')} rows={data?.worst ?? []} />
        </PageSection>
      </Box>
      <PageSection title={t('strategy.start')}>
        <Box
          display="grid"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }}
          gap="3"
        >
          {STRATEGY_TOOLS.map((tool) => (
            <Box
              key={tool}
              borderWidth="1px"
              borderRadius="md"
              p="3"
              display="flex"
              flexDirection="column"
              gap="2"
            >
              <Text fontWeight="medium">{t(`strategy.tool.${tool}`)}</Text>
              <Text fontSize="sm" color="fg.muted" flex="1">
                {t(`strategy.card.${tool}`)}
              </Text>
              <Button
                size="xs"
                variant="outline"
                alignSelf="flex-start"
                onClick={() => navigate(PATHS[tool])}
              >
                {t('strategy.open')} {t(`strategy.tool.${tool}`)}
              </Button>
            </Box>
          ))}
        </Box>
      </PageSection>
    </PageLayout>
  );
}
