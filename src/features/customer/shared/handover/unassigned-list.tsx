import { Text } from '@chakra-ui/react/text';
import type { UnassignedRow } from '../../../../../contract/customer/handover';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import { SimpleTable } from '../../../../ui/simple-table/simple-table';
import { useUnassignedCustomers } from './api/handover-api';
import '../../../../lib/i18n/messages/customer-handover-messages';

const columns = () => [
  {
    key: 'customer',
    title: t('handover.col.target'),
    render: (row: UnassignedRow) => row.customer?.name ?? row.external_user_id,
  },
  {
    key: 'from',
    title: t('handover.col.from'),
    render: (row: UnassignedRow) => row.handover_employee?.name ?? row.handover_user_id,
  },
  {
    key: 'left',
    title: t('handover.col.leftAt'),
    render: (row: UnassignedRow) => formatDateTime(row.dimission_at),
  },
];

/**
 * issue #41 离职待分配 (docs/handover.md): the customers the platform lists for members who
 * left; the operator selects them on the list and hands them over with 离职继承.
 */
export function UnassignedList({ open }: { open: boolean }) {
  const list = useUnassignedCustomers(1, open);
  const rows = list.data?.list ?? [];
  if (list.data && rows.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('handover.unassignedEmpty')}
      </Text>
    );
  }
  return (
    <>
      <Text fontSize="xs" color="fg.muted">
        {t('handover.unassignedHint', { count: list.data?.total ?? 0 })}
      </Text>
      <SimpleTable
        label={t('handover.unassigned')}
        columns={columns()}
        rows={rows}
        testId="handover-unassigned"
      />
    </>
  );
}
