import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { PointsChangeRow } from '../../../../../contract/marketing/order-points';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { label, pointsText, signedPointsText } from '../shared/member-labels';
import '../../../../lib/i18n/messages/member-messages';

const TYPE_PALETTE: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'blue', 4: 'gray' };

/** issue #8 points history: every change with the balance after it, operator and time. */
export function historyColumns(): DataColumn<PointsChangeRow>[] {
  return [
    {
      key: 'time',
      title: t('member.col.time'),
      render: (row) => <Text whiteSpace="nowrap">{formatDateTime(row.created_at)}</Text>,
    },
    {
      key: 'member',
      title: t('member.col.member'),
      hideable: false,
      render: (row) => row.member_name,
    },
    {
      key: 'type',
      title: t('member.col.changeType'),
      render: (row) => (
        <Badge colorPalette={TYPE_PALETTE[row.change_type]} variant="subtle">
          {label('change', row.change_type)}
        </Badge>
      ),
    },
    {
      key: 'points',
      title: t('member.col.change'),
      align: 'end',
      render: (row) => (
        <Text
          fontWeight="medium"
          fontVariantNumeric="tabular-nums"
          color={row.points.startsWith('-') ? 'orange.600' : 'green.600'}
          data-testid="history-points"
        >
          {signedPointsText(row.points)}
        </Text>
      ),
    },
    {
      key: 'balance',
      title: t('member.col.balanceAfter'),
      align: 'end',
      render: (row) => (
        <Text fontVariantNumeric="tabular-nums">{pointsText(row.balance_after)}</Text>
      ),
    },
    {
      key: 'reason',
      title: t('member.col.reason'),
      render: (row) => (
        <Box maxW="72">
          <Text truncate title={row.reason}>
            {row.reason || '-'}
          </Text>
          {row.order_no ? (
            <Text fontSize="xs" color="fg.muted">
              {label('platform', row.platform_type ?? 0)} · {row.order_no}
            </Text>
          ) : null}
        </Box>
      ),
    },
    { key: 'operator', title: t('member.col.operator'), render: (row) => row.operator_name || '-' },
  ];
}
