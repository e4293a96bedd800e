import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { HANDOVER_MODE_LABELS, HANDOVER_STATUSES } from '../../../../../contract/customer/handover';
import type { HandoverRow } from '../../../../../contract/customer/handover';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import { StatusBadge } from '../../../../ui/data-table/cells/status-badge';
import type { BadgePalette } from '../../../../ui/data-table/cells/cell-styles';
import { SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import { FormDrawer } from '../../../../ui/form-drawer/form-drawer';
import { SegmentedControl } from '../../../../ui/segmented-control/segmented-control';
import { SimpleTable } from '../../../../ui/simple-table/simple-table';
import { useHandoverRecords } from './api/handover-api';
import { UnassignedList } from './unassigned-list';
import '../../../../lib/i18n/messages/customer-handover-messages';
import '../../../../lib/i18n/messages/page-kit-messages';

const PALETTE: Record<number, BadgePalette> = {
  0: 'gray',
  1: 'green',
  2: 'blue',
  3: 'red',
  4: 'orange',
  5: 'gray',
  6: 'orange',
  7: 'red',
  8: 'yellow',
};

const columns = () => [
  {
    key: 'target',
    title: t('handover.col.target'),
    render: (row: HandoverRow) => row.target.name || `#${row.target.id}`,
  },
  {
    key: 'mode',
    title: t('handover.col.mode'),
    render: (row: HandoverRow) => HANDOVER_MODE_LABELS[row.mode],
  },
  {
    key: 'from',
    title: t('handover.col.from'),
    render: (row: HandoverRow) => row.handover_employee.name,
  },
  {
    key: 'to',
    title: t('handover.col.to'),
    render: (row: HandoverRow) => row.takeover_employee.name,
  },
  {
    key: 'status',
    title: t('handover.col.status'),
    render: (row: HandoverRow) => (
      <StatusBadge palette={PALETTE[row.status] ?? 'gray'} title={row.reason || undefined}>
        {row.status_label}
      </StatusBadge>
    ),
  },
  {
    key: 'reason',
    title: t('handover.col.reason'),
    render: (row: HandoverRow) => row.reason || '-',
  },
  {
    key: 'created',
    title: t('handover.col.createdAt'),
    render: (row: HandoverRow) => formatDateTime(row.created_at),
  },
];

export interface HandoverRecordsDrawerProps {
  open: boolean;
  onClose: () => void;
  /** 1 customers (/customer-list), 2 groups (/group-list). */
  targetType: 1 | 2;
}

/** issue #41 转接记录 (docs/handover.md): each customer's or group's hand-over and its status. */
export function HandoverRecordsDrawer({ open, onClose, targetType }: HandoverRecordsDrawerProps) {
  const [view, setView] = useState<'records' | 'unassigned'>('records');
  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={t('handover.records')}
      size="xl"
      testId="handover-records"
    >
      <Box display="flex" flexDirection="column" gap="3">
        {targetType === 1 ? (
          <SegmentedControl
            size="xs"
            label={t('handover.view')}
            value={view}
            onChange={setView}
            options={[
              { value: 'records', label: t('handover.records') },
              { value: 'unassigned', label: t('handover.unassigned') },
            ]}
            testId="handover-view"
          />
        ) : null}
        {view === 'unassigned' ? (
          <UnassignedList open={open} />
        ) : (
          <HandoverRecords open={open} targetType={targetType} />
        )}
      </Box>
    </FormDrawer>
  );
}

function HandoverRecords({ open, targetType }: { open: boolean; targetType: 1 | 2 }) {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const records = useHandoverRecords(
    { target_type: targetType, page, ...(status ? { status: Number(status) } : {}) },
    open,
  );
  const data = records.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <>
      <Box width="48">
        <SelectFilter
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={Object.entries(HANDOVER_STATUSES).map(([value, label]) => ({ value, label }))}
          ariaLabel={t('handover.filter.status')}
          testId="handover-status-filter"
        />
      </Box>
      {data && data.list.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('handover.empty')}
        </Text>
      ) : (
        <SimpleTable
          label={t('handover.records')}
          columns={columns()}
          rows={data?.list ?? []}
          testId="handover-records-table"
        />
      )}
      {pages > 1 ? (
        <Box display="flex" gap="2" alignItems="center">
          <Button
            size="xs"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('kit.pager.prev')}
          </Button>
          <Text fontSize="sm">
            {page} / {pages}
          </Text>
          <Button
            size="xs"
            variant="outline"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('kit.pager.next')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
