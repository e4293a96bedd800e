import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import {
  ATTRIBUTION_REASONS,
  ORDER_STATUS_TITLES,
} from '../../../../contract/company/performance-order';
import type { PerformanceOrderRow } from '../../../../contract/company/performance-order';
import { PLATFORM_TITLES } from '../../../../contract/company/performance-rule';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatMoney, formatPoints } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import '../../../lib/i18n/messages/company-performance-messages';

export function orderColumns(onAdjust: (row: PerformanceOrderRow) => void) {
  const columns: DataColumn<PerformanceOrderRow>[] = [
    {
      key: 'order_no',
      title: t('perf.order.col.orderNo'),
      hideable: false,
      render: (row) => row.order_no,
    },
    { key: 'shop', title: t('perf.order.col.shop'), render: (row) => row.shop.name },
    {
      key: 'platform',
      title: t('perf.order.col.platform'),
      defaultHidden: true,
      render: (row) => PLATFORM_TITLES[row.platform_type] ?? row.platform_type,
    },
    {
      key: 'buyer',
      title: t('perf.order.col.buyer'),
      render: (row) => (
        <Box>
          <Text>{row.buyer || '-'}</Text>
          {row.buyer_phone ? (
            <Text fontSize="xs" color="fg.muted">
              {row.buyer_phone}
            </Text>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'amount',
      title: t('perf.order.col.amount'),
      align: 'end',
      render: (row) => formatMoney(row.amount),
    },
    {
      key: 'points',
      title: t('perf.order.col.points'),
      align: 'end',
      defaultHidden: true,
      render: (row) => formatPoints(row.points),
    },
    {
      key: 'status',
      title: t('perf.order.col.status'),
      render: (row) => ORDER_STATUS_TITLES[row.status] ?? row.status,
    },
    {
      key: 'paid_at',
      title: t('perf.order.col.paidAt'),
      render: (row) => formatDateTime(row.paid_at),
    },
    {
      key: 'employee',
      title: t('perf.order.col.employee'),
      render: (row) => row.employee?.name ?? t('perf.order.nobody'),
    },
    {
      key: 'department',
      title: t('perf.order.col.department'),
      render: (row) => row.department || '-',
    },
    {
      key: 'reason',
      title: t('perf.order.col.reason'),
      width: '15rem',
      render: (row) => (
        <Box data-testid="order-reason">
          <Text>{ATTRIBUTION_REASONS[row.reason]}</Text>
          <Text fontSize="xs" color="fg.muted">
            {row.rule_summary}
          </Text>
        </Box>
      ),
    },
    {
      key: 'actions',
      title: t('perf.order.col.actions'),
      hideable: false,
      render: (row) => (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="blue"
          onClick={() => onAdjust(row)}
          aria-label={`${t('perf.order.adjust')} ${row.order_no}`}
        >
          {t('perf.order.adjust')}
        </Button>
      ),
    },
  ];
  return columns;
}
