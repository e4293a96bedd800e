import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { EmployeeRow } from '../../../../contract/company/mail-list';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { PersonAvatar } from '../../../ui/person-avatar/person-avatar';
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

export function employeeColumns(): DataColumn<EmployeeRow>[] {
  return [
    {
      key: 'employee',
      title: t('mailList.col.employee'),
      hideable: false,
      render: (row) => (
        <Box display="flex" alignItems="center" gap="2.5">
          <PersonAvatar name={row.name} src={row.avatar} />
          <Box>
            <Text fontWeight="medium">{row.name}</Text>
            <Text fontSize="xs" color="fg.subtle">
              {row.platform_user_id}
            </Text>
          </Box>
        </Box>
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
        <Badge
          variant="subtle"
          colorPalette={row.role === 'admin' ? 'purple' : row.role === 'leader' ? 'blue' : 'gray'}
        >
          {t(ROLE[row.role])}
        </Badge>
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
          <Box>
            <Badge variant="subtle" colorPalette={color}>
              {t(label)}
            </Badge>
            {row.seat_status === 1 && row.seat_expires_at ? (
              <Text fontSize="xs" color="fg.subtle" mt="0.5">
                {t('mailList.seatUntil', { date: row.seat_expires_at.slice(0, 10) })}
              </Text>
            ) : null}
          </Box>
        );
      },
    },
    {
      key: 'status',
      title: t('mailList.col.status'),
      render: (row) => (
        <Text color={row.status === 2 ? 'fg.subtle' : 'green.600'}>
          {row.status === 2 ? t('mailList.status.2') : t('mailList.status.1')}
        </Text>
      ),
    },
  ];
}
