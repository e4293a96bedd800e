import { ADD_WAYS } from '../../../../contract/customer/customer-list-routes';
import type { CustomerRow } from '../../../../contract/customer/customer-list';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { PersonCell } from '../../../ui/data-table/cells/person-cell';
import { RowAction, type RowActionIntent } from '../../../ui/data-table/cells/row-actions';
import { StatusBadge } from '../../../ui/data-table/cells/status-badge';
import { TagChips } from '../../../ui/data-table/cells/tag-chips';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { sc } from '../../../ui/static-css/class-names';
import { typeLabel } from './customer-labels';
import '../../../lib/i18n/messages/customers-messages';

const SHOWN_TAGS = 3;

export function CustomerName({
  row,
  subtitle = true,
}: {
  row: Pick<CustomerRow, 'name' | 'avatar' | 'type' | 'corp_name' | 'lost'>;
  /** The WeCom-style @微信 / @企业 line (the list has type and corp columns instead). */
  subtitle?: boolean;
}) {
  return (
    <PersonCell
      name={row.name}
      avatar={row.avatar}
      badge={
        row.lost ? (
          <StatusBadge size="xs" palette="red">
            {t('customers.lostBadge')}
          </StatusBadge>
        ) : null
      }
      subtitle={
        subtitle
          ? row.type === 2
            ? `@${row.corp_name || typeLabel(2)}`
            : `@${typeLabel(1)}`
          : undefined
      }
      subtitleTone={row.type === 2 ? 'orange' : 'green'}
    />
  );
}

/** `detailIntent`: a pointer on or focus in 详情 (starts loading the detail drawer, issue #39). */
export function customerColumns(
  onDetail: (row: CustomerRow) => void,
  detailIntent?: RowActionIntent,
): DataColumn<CustomerRow>[] {
  return [
    {
      key: 'customer',
      title: t('customers.col.customer'),
      hideable: false,
      render: (row) => <CustomerName row={row} subtitle={false} />,
    },
    {
      key: 'type',
      title: t('customers.col.type'),
      render: (row) => (
        <span className={sc('sc-nowrap', row.type === 2 ? 'sc-fg-orange' : 'sc-fg-green')}>
          {typeLabel(row.type)}
        </span>
      ),
    },
    { key: 'corp', title: t('customers.col.corp'), render: (row) => row.corp_name || '-' },
    {
      key: 'employees',
      title: t('customers.col.employees'),
      render: (row) =>
        row.employees.length === 0 ? (
          '-'
        ) : (
          <span
            className={sc('sc-truncate')}
            title={row.employees.map((employee) => employee.name).join('、')}
          >
            {row.employees
              .slice(0, 2)
              .map((employee) => employee.name)
              .join('、')}
            {row.employees.length > 2
              ? ` ${t('customers.more', { count: row.employees.length - 2 })}`
              : ''}
          </span>
        ),
    },
    {
      key: 'tags',
      title: t('customers.col.tags'),
      render: (row) => <TagChips tags={row.tags} shown={SHOWN_TAGS} />,
    },
    {
      key: 'addedAt',
      title: t('customers.col.addedAt'),
      render: (row) => <span className={sc('sc-nowrap')}>{formatDateTime(row.added_at)}</span>,
    },
    {
      key: 'channel',
      title: t('customers.col.channel'),
      render: (row) =>
        row.channel ? (
          <span className={sc('sc-truncate', 'sc-fg-blue')} data-testid="customer-channel">
            {row.channel.name}
          </span>
        ) : (
          <span className={sc('sc-muted')}>{ADD_WAYS[row.add_way] ?? '-'}</span>
        ),
    },
    {
      key: 'actions',
      title: t('customers.col.actions'),
      hideable: false,
      render: (row) => (
        <RowAction onClick={() => onDetail(row)} {...detailIntent}>
          {t('customers.action.detail')}
        </RowAction>
      ),
    },
  ];
}
