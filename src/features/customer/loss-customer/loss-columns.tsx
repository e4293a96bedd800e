import type { LossRow } from '../../../../contract/customer/loss-customer';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { TagChips } from '../shared/tag-chips';

export const lossColumns: DataColumn<LossRow>[] = [
  {
    key: 'customer',
    title: t('customerOps.loss.col.customer'),
    hideable: false,
    render: (row) => row.customer.name,
  },
  {
    key: 'employee',
    title: t('customerOps.loss.col.employee'),
    render: (row) =>
      row.employee.department
        ? `${row.employee.name}（${row.employee.department}）`
        : row.employee.name,
  },
  {
    key: 'direction',
    title: t('customerOps.loss.col.direction'),
    render: (row) =>
      t(`customerOps.loss.direction.${row.direction}` as 'customerOps.loss.direction.customer'),
  },
  {
    key: 'added',
    title: t('customerOps.loss.col.added'),
    render: (row) => formatDateTime(row.added_at),
  },
  {
    key: 'lost',
    title: t('customerOps.loss.col.lost'),
    render: (row) => formatDateTime(row.lost_at),
  },
  {
    key: 'days',
    title: t('customerOps.loss.col.days'),
    render: (row) => t('customerOps.days', { n: row.days_kept }),
  },
  {
    key: 'tags',
    title: t('customerOps.loss.col.tags'),
    render: (row) => <TagChips names={row.tags} />,
  },
  {
    key: 'follow',
    title: t('customerOps.loss.col.follow'),
    render: (row) =>
      row.last_follow_up
        ? `${t(`customerOps.event.${row.last_follow_up.event_type}` as 'customerOps.event.added')} · ${formatDateTime(row.last_follow_up.at)}`
        : '-',
  },
];
