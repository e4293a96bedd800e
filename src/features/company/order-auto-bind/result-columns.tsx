import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { BIND_MODE_TITLES, IDENTIFIER_TITLES } from '../../../../contract/company/order-auto-bind';
import type { BindResultRow } from '../../../../contract/company/order-auto-bind';
import { PLATFORM_TITLES } from '../../../../contract/company/performance-rule';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatMoney } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { reasonTitle, statusPalette, statusTitle } from './rule-text';
import '../../../lib/i18n/messages/company-order-auto-bind-messages';

export type ResultAction = 'bind' | 'unbind' | 'retry';

function actions(row: BindResultRow, onAction: (row: BindResultRow, action: ResultAction) => void) {
  const button = (action: ResultAction, label: string, aria: string) => (
    <Button size="xs" variant="outline" aria-label={aria} onClick={() => onAction(row, action)}>
      {label}
    </Button>
  );
  const orderNo = { orderNo: row.order_no };
  return (
    <Box display="flex" gap="2">
      {row.status === 1
        ? button(
            'unbind',
            t('orderAutoBind.action.unbind'),
            t('orderAutoBind.action.unbindLabel', orderNo),
          )
        : button(
            'bind',
            t('orderAutoBind.action.bind'),
            t('orderAutoBind.action.bindLabel', orderNo),
          )}
      {row.status === 2 || row.reason === 'manual_unbind'
        ? button(
            'retry',
            t('orderAutoBind.action.retry'),
            t('orderAutoBind.action.retryLabel', orderNo),
          )
        : null}
    </Box>
  );
}

/** issue #22 binding log: order, buyer, status 0/1/2 with its reason, customer, method. */
export function resultColumns(onAction: (row: BindResultRow, action: ResultAction) => void) {
  const columns: DataColumn<BindResultRow>[] = [
    {
      key: 'order',
      title: t('orderAutoBind.col.order'),
      hideable: false,
      render: (row) => (
        <Box>
          <Text fontWeight="medium">{row.order_no}</Text>
          <Text fontSize="xs" color="fg.muted">
            {row.shop_name || PLATFORM_TITLES[row.platform_type]} · {formatDateTime(row.ordered_at)}
          </Text>
        </Box>
      ),
    },
    { key: 'buyer', title: t('orderAutoBind.col.buyer'), render: (row) => row.buyer_phone || '-' },
    {
      key: 'amount',
      title: t('orderAutoBind.col.amount'),
      align: 'end',
      defaultHidden: true,
      render: (row) => formatMoney(row.amount),
    },
    {
      key: 'status',
      title: t('orderAutoBind.col.status'),
      render: (row) => (
        <Badge colorPalette={statusPalette(row.status)} data-testid="bind-status">
          {statusTitle(row.status)}
        </Badge>
      ),
    },
    {
      key: 'customer',
      title: t('orderAutoBind.col.customer'),
      render: (row) => row.customer?.name ?? '-',
    },
    {
      key: 'method',
      title: t('orderAutoBind.col.method'),
      render: (row) =>
        row.identifier_type ? (
          <Box data-testid="bind-method">
            <Text>
              {IDENTIFIER_TITLES[row.identifier_type]}
              {row.bind_mode ? `（${BIND_MODE_TITLES[row.bind_mode]}）` : ''}
            </Text>
            {row.matched_value ? (
              <Text fontSize="xs" color="fg.muted">
                {row.matched_value}
              </Text>
            ) : null}
          </Box>
        ) : (
          '-'
        ),
    },
    {
      key: 'reason',
      title: t('orderAutoBind.col.reason'),
      render: (row) => (
        <Box data-testid="bind-reason" maxW="64" whiteSpace="normal">
          <Text fontSize="sm">{row.reason ? reasonTitle(row.reason) : row.operator}</Text>
          {row.candidates.length > 0 ? (
            <Text fontSize="xs" color="fg.muted">
              {t('orderAutoBind.candidates', {
                names: row.candidates.map((candidate) => candidate.name).join('、'),
              })}
            </Text>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'employee',
      title: t('orderAutoBind.col.employee'),
      defaultHidden: true,
      render: (row) => row.employee || '-',
    },
    {
      key: 'checked',
      title: t('orderAutoBind.col.checked'),
      render: (row) => formatDateTime(row.bound_at ?? row.checked_at),
    },
    {
      key: 'actions',
      title: t('orderAutoBind.col.actions'),
      hideable: false,
      render: (row) => actions(row, onAction),
    },
  ];
  return columns;
}
