import { Badge } from '@chakra-ui/react/badge';
import { Text } from '@chakra-ui/react/text';
import type { PointsConvertRow } from '../../../../../contract/marketing/order-points';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { ORDER_STATUS_PALETTE, label, moneyText, pointsText } from '../shared/member-labels';
import '../../../../lib/i18n/messages/member-messages';

const numeric = (text: string, testId?: string, color?: string) => (
  <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap" color={color} data-testid={testId}>
    {text}
  </Text>
);

/** issue #8 conversion list: order number, platform, amount, status, points, member, time. */
export function conversionColumns(): DataColumn<PointsConvertRow>[] {
  return [
    {
      key: 'orderNo',
      title: t('member.col.orderNo'),
      hideable: false,
      render: (row) => (
        <Text fontFamily="mono" fontSize="xs">
          {row.order_no}
        </Text>
      ),
    },
    {
      key: 'platform',
      title: t('member.col.platform'),
      render: (row) => label('platform', row.platform_type),
    },
    {
      key: 'amount',
      title: t('member.col.amount'),
      align: 'end',
      render: (row) => numeric(moneyText(row.amount)),
    },
    {
      key: 'status',
      title: t('member.col.orderStatus'),
      render: (row) => (
        <Badge colorPalette={ORDER_STATUS_PALETTE[row.order_status]} variant="subtle">
          {label('orderStatus', row.order_status)}
        </Badge>
      ),
    },
    {
      key: 'points',
      title: t('member.col.convertPoints'),
      align: 'end',
      render: (row) => numeric(`+${pointsText(row.points)}`, 'conversion-points', 'green.600'),
    },
    {
      key: 'reversed',
      title: t('member.col.reversed'),
      align: 'end',
      render: (row) =>
        row.reversed_points === '0.00'
          ? numeric('-')
          : numeric(`-${pointsText(row.reversed_points)}`, undefined, 'orange.600'),
    },
    { key: 'member', title: t('member.col.member'), render: (row) => row.member_name },
    {
      key: 'time',
      title: t('member.col.convertedAt'),
      render: (row) => <Text whiteSpace="nowrap">{formatDateTime(row.converted_at)}</Text>,
    },
  ];
}
