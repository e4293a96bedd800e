import type { GroupRow } from '../../../../contract/customer/group-list';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { RowAction } from '../../../ui/data-table/cells/row-actions';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { sc } from '../../../ui/static-css/class-names';
import { TagChips } from '../shared/tag-chips';

export const groupStatusLabel = (status: number) =>
  t(`customerOps.group.status.${status}` as 'customerOps.group.status.0');

/**
 * The /group-list table's columns (issue #19, docs/domain.md §4 [OS] GroupChatItem); plain
 * elements and the list kit's cell blocks (docs/architecture.md "Styling").
 */
export function groupColumns(open: (row: GroupRow) => void): DataColumn<GroupRow>[] {
  return [
    {
      key: 'name',
      title: t('customerOps.group.col.name'),
      hideable: false,
      render: (row) => (
        <RowAction size="sm" onClick={() => open(row)}>
          {row.name}
        </RowAction>
      ),
    },
    {
      key: 'owner',
      title: t('customerOps.group.col.owner'),
      render: (row) => row.owner?.name ?? '-',
    },
    {
      key: 'members',
      title: t('customerOps.group.col.members'),
      render: (row) =>
        t('customerOps.group.members', { customers: row.customers, employees: row.employees }),
    },
    {
      key: 'today',
      title: t('customerOps.group.col.today'),
      render: (row) => (
        <span>
          <span className={sc('sc-fg-up')}>+{row.today_joins}</span> /{' '}
          <span className={sc('sc-fg-down')}>-{row.today_quits}</span>
        </span>
      ),
    },
    {
      key: 'tags',
      title: t('customerOps.group.col.tags'),
      render: (row) => <TagChips names={row.tags.map((tag) => tag.name)} />,
    },
    {
      key: 'status',
      title: t('customerOps.group.col.status'),
      render: (row) => groupStatusLabel(row.status),
    },
    {
      key: 'notice',
      title: t('customerOps.group.col.notice'),
      defaultHidden: true,
      render: (row) => <span className={sc('sc-clamp-1')}>{row.notice || '-'}</span>,
    },
    {
      key: 'created',
      title: t('customerOps.group.col.created'),
      render: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'actions',
      title: t('customerOps.col.actions'),
      hideable: false,
      render: (row) => (
        <RowAction size="sm" onClick={() => open(row)}>
          {t('customerOps.action.detail')}
        </RowAction>
      ),
    },
  ];
}
