import { Text } from '@chakra-ui/react/text';
import { customerStageFunnel } from '../../../../contract/statistics/customer-data';
import { t } from '../../../lib/i18n/translate';
import { LazyStatChart } from '../../../ui/stat-charts/lazy-stat-chart';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { StatSection } from '../shared/stat-section';
import { STATISTICS_READ } from '../shared/statistics-read';
import '../../../lib/i18n/messages/customer-handover-messages';

/**
 * issue #41 客户阶段漏斗: customers at each stage or a later one, in the tenant's stage order
 * (stageFunnel in server/modules/statistics/figures/figure-definitions.ts).
 */
export function StageFunnelSection() {
  const funnel = useEndpointQuery(customerStageFunnel, {}, STATISTICS_READ);
  const rows = funnel.data ?? [];
  return (
    <StatSection title={t('stage.funnel')} padding="4">
      <Text fontSize="xs" color="fg.muted" mb="2">
        {rows.length ? t('stage.funnelHint') : t('stage.funnelEmpty')}
      </Text>
      {rows.length ? (
        <LazyStatChart
          kind="funnel"
          title={t('stage.funnel')}
          labels={rows.map((row) => row.name)}
          series={[
            {
              key: 'reached',
              name: t('stage.funnel'),
              color: '#3370ff',
              values: rows.map((row) => row.reached),
            },
          ]}
          testId="stage-funnel"
        />
      ) : null}
    </StatSection>
  );
}
