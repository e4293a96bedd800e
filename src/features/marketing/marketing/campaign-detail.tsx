// /marketing: a campaign's results — reached, opened, converted, attributed revenue, the
// goal's progress and ROI, per-step reaches and attributed orders by day.
import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { campaignDetail, type CampaignRow } from '../../../../contract/marketing/marketing';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatMoney, formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { SimpleTable } from '../../../ui/simple-table/simple-table';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { goalPercent } from './campaign-columns';
import { GamePanel } from './game/game-panel';

export function CampaignDetailDrawer(props: { campaign: CampaignRow | null; onClose: () => void }) {
  const { campaign } = props;
  const detail = useEndpointQuery(
    campaignDetail,
    { params: { id: campaign?.id ?? 0 } },
    { enabled: campaign !== null },
  );
  const data = detail.data;
  const budget = Number(data?.budget ?? 0);
  return (
    <FormDrawer
      open={campaign !== null}
      onClose={props.onClose}
      title={`${t('marketing.detail.title')} · ${campaign?.name ?? ''}`}
      size="lg"
      testId="campaign-detail"
    >
      {!data ? (
        <Box py="10" textAlign="center">
          {detail.isError ? <Text color="red.600">{detail.error.message}</Text> : <Spinner />}
        </Box>
      ) : (
        <Box display="flex" flexDirection="column" gap="4">
          {(data.type === 'lottery' || data.type === 'check_in') && <GamePanel campaign={data} />}
          <Box
            display="grid"
            gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }}
            gap="3"
          >
            <StatCard
              label={t('marketing.detail.reached')}
              value={data.reached}
              testId="detail-reached"
            />
            <StatCard label={t('marketing.detail.opened')} value={data.opened} tone="purple" />
            <StatCard label={t('marketing.detail.converted')} value={data.converted} tone="green" />
            <StatCard
              label={t('marketing.detail.revenue')}
              value={Number(data.revenue)}
              tone="orange"
              testId="detail-revenue"
            />
          </Box>
          <Box bg="blue.50" borderRadius="md" p="3" fontSize="sm">
            <Text>
              {t('marketing.detail.goal', {
                metric: t(`marketing.goal.${data.goal_metric}`),
                value:
                  data.goal_metric === 'revenue'
                    ? formatMoney(data.goal_value)
                    : formatNumber(data.goal_value),
                percent: goalPercent(data),
              })}
            </Text>
            {budget > 0 && (
              <Text>
                {t('marketing.detail.roi', { roi: (Number(data.revenue) / budget).toFixed(2) })}
              </Text>
            )}
            <Text color="fg.muted" mt="1">
              {t('marketing.detail.attribution')}
            </Text>
          </Box>
          <Text fontWeight="semibold">{t('marketing.detail.steps')}</Text>
          <SimpleTable
            label={t('marketing.detail.steps')}
            testId="detail-steps"
            rows={data.step_results}
            columns={[
              {
                key: 'step',
                title: t('marketing.detail.step'),
                render: (row) => t('marketing.form.stepTitle', { n: row.index + 1 }),
              },
              {
                key: 'channel',
                title: t('marketing.form.channel'),
                render: (row) => t(`marketing.channel.${row.channel}`),
              },
              {
                key: 'reached',
                title: t('marketing.detail.reached'),
                align: 'end',
                render: (row) => formatNumber(row.reached),
              },
              {
                key: 'opened',
                title: t('marketing.detail.opened'),
                align: 'end',
                render: (row) => formatNumber(row.opened),
              },
            ]}
          />
          <Text fontWeight="semibold">{t('marketing.detail.daily')}</Text>
          {data.daily.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {t('marketing.detail.noOrders')}
            </Text>
          ) : (
            <SimpleTable
              label={t('marketing.detail.daily')}
              rows={data.daily}
              columns={[
                { key: 'day', title: t('marketing.detail.day'), render: (row) => row.day },
                {
                  key: 'converted',
                  title: t('marketing.detail.converted'),
                  align: 'end',
                  render: (row) => formatNumber(row.converted),
                },
                {
                  key: 'revenue',
                  title: t('marketing.detail.revenue'),
                  align: 'end',
                  render: (row) => formatMoney(row.revenue),
                },
              ]}
            />
          )}
        </Box>
      )}
    </FormDrawer>
  );
}
