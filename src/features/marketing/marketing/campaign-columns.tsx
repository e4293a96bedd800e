// /marketing: the campaign list's columns — period, status, audience, channels, budget,
// results and the goal's progress — and its row actions by status.
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { CampaignRow, CampaignStatus } from '../../../../contract/marketing/marketing';
import { formatMoney, formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { RightButton } from '../../../data/menu/right-button';

export type CampaignAction = 'detail' | 'edit' | 'end' | 'delete';
const STATUS_PALETTE: Record<CampaignStatus, string> = {
  draft: 'gray',
  pending: 'orange',
  running: 'green',
  ended: 'blue',
};

/** Which actions a campaign of each status offers (spec: only 草稿/未开始 are edited). */
export const ACTIONS_BY_STATUS: Record<CampaignStatus, readonly CampaignAction[]> = {
  draft: ['detail', 'edit', 'delete'],
  pending: ['detail', 'edit', 'end', 'delete'],
  running: ['detail', 'end'],
  ended: ['detail', 'delete'],
};

/** The goal's progress in percent (0–999), from the row's own results. */
export function goalPercent(row: CampaignRow): number {
  const actual = row.goal_metric === 'revenue' ? Number(row.revenue) : row[row.goal_metric];
  return row.goal_value > 0 ? Math.min(999, Math.round((actual / row.goal_value) * 100)) : 0;
}

export function campaignColumns(
  onAction: (row: CampaignRow, action: CampaignAction) => void,
): DataColumn<CampaignRow>[] {
  return [
    {
      key: 'name',
      title: t('marketing.column.name'),
      hideable: false,
      render: (row) => (
        <Box minW="36">
          <Text fontWeight="medium">{row.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t(`marketing.type.${row.type}`)}
          </Text>
        </Box>
      ),
    },
    {
      key: 'period',
      title: t('marketing.column.period'),
      render: (row) => (
        <Text fontSize="sm" whiteSpace="nowrap">
          {row.start_date}
          <br />~ {row.end_date}
        </Text>
      ),
    },
    {
      key: 'status',
      title: t('marketing.column.status'),
      render: (row) => (
        <Badge
          variant="subtle"
          colorPalette={STATUS_PALETTE[row.status]}
          data-testid="campaign-status"
        >
          {t(`marketing.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'audience',
      title: t('marketing.column.audience'),
      render: (row) => row.audience_name ?? t('marketing.allCustomers'),
    },
    {
      key: 'channels',
      title: t('marketing.column.channels'),
      render: (row) => (
        <Box display="flex" gap="1" flexWrap="wrap" minW="28">
          {[...new Set(row.steps.map((step) => step.channel))].map((channel) => (
            <Badge key={channel} variant="outline" size="sm">
              {t(`marketing.channel.${channel}`)}
            </Badge>
          ))}
        </Box>
      ),
    },
    {
      key: 'budget',
      title: t('marketing.column.budget'),
      render: (row) => formatMoney(row.budget),
    },
    {
      key: 'reached',
      title: t('marketing.column.reached'),
      render: (row) => <Text data-testid="campaign-reached">{formatNumber(row.reached)}</Text>,
    },
    {
      key: 'converted',
      title: t('marketing.column.converted'),
      render: (row) => formatNumber(row.converted),
    },
    {
      key: 'revenue',
      title: t('marketing.column.revenue'),
      render: (row) => formatMoney(row.revenue),
    },
    {
      key: 'goal',
      title: t('marketing.column.goal'),
      render: (row) => (row.status === 'draft' ? '-' : `${goalPercent(row)}%`),
    },
    {
      key: 'actions',
      title: t('marketing.column.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1" flexWrap="wrap" minW="36">
          {ACTIONS_BY_STATUS[row.status].map((action) => (
            <RightButton
              key={action}
              right={action === 'delete' ? 'delete' : undefined}
              size="xs"
              variant="outline"
              colorPalette={action === 'delete' || action === 'end' ? 'red' : 'blue'}
              onClick={() => onAction(row, action)}
              data-testid={`campaign-${action}`}
            >
              {t(`marketing.action.${action}`)}
            </RightButton>
          ))}
        </Box>
      ),
    },
  ];
}
