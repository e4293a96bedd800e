import type { EmployeeRow } from '../../../../contract/company/mail-list';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { StatusBadge } from '../../../ui/data-table/cells/status-badge';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { PersonAvatar } from '../../../ui/person-avatar/person-avatar';
import { sc } from '../../../ui/static-css/class-names';
import '../../../lib/i18n/messages/company-messages';

const ROLE = {
  admin: 'mailList.role.admin',
  leader: 'mailList.role.leader',
  member: 'mailList.role.member',
} as const;
const SEAT = {
  1: ['mailList.seat.1', 'green'],
  2: ['mailList.seat.2', 'red'],
  3: ['mailList.seat.3', 'gray'],
} as const;

/** /mail-list's columns: plain elements and the list kit's cell blocks (docs/architecture.md "Styling"). */
export function employeeColumns(): DataColumn<EmployeeRow>[] {
  return [
    {
      key: 'employee',
      title: t('mailList.col.employee'),
      hideable: false,
      render: (row) => (
        <div className={sc('sc-person', 'sc-person-free')}>
          <PersonAvatar name={row.name} src={row.avatar} />
          <div>
            <p className={sc('sc-strong')}>{row.name}</p>
            <p className={sc('sc-xs', 'sc-subtle')}>{row.platform_user_id}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'department',
      title: t('mailList.col.department'),
      render: (row) => row.department_name || '-',
    },
    { key: 'position', title: t('mailList.col.position'), render: (row) => row.position || '-' },
    {
      key: 'role',
      title: t('mailList.col.role'),
      render: (row) => (
        <StatusBadge
          palette={row.role === 'admin' ? 'purple' : row.role === 'leader' ? 'blue' : 'gray'}
        >
          {t(ROLE[row.role])}
        </StatusBadge>
      ),
    },
    {
      key: 'customers',
      title: t('mailList.col.customers'),
      align: 'end',
      render: (row) => formatNumber(row.customer_count),
    },
    {
      key: 'seat',
      title: t('mailList.col.seat'),
      render: (row) => {
        const [label, color] = SEAT[row.seat_status];
        return (
          <div>
            <StatusBadge palette={color}>{t(label)}</StatusBadge>
            {row.seat_status === 1 && row.seat_expires_at ? (
              <p className={sc('sc-xs', 'sc-subtle', 'sc-mt-half')}>
                {t('mailList.seatUntil', { date: row.seat_expires_at.slice(0, 10) })}
              </p>
            ) : null}
          </div>
        );
      },
    },
    {
      key: 'status',
      title: t('mailList.col.status'),
      render: (row) => (
        <p className={sc(row.status === 2 ? 'sc-subtle' : 'sc-fg-green')}>
          {row.status === 2 ? t('mailList.status.2') : t('mailList.status.1')}
        </p>
      ),
    },
  ];
}
