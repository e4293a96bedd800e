import { useMemo, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { SopStats, SopTaskRow } from '../../../../contract/reach/sop';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { MessageSummary } from '../mass-send/send-columns';
import { SegmentedControl } from '../../../ui/segmented-control/segmented-control';
import { useSopWrites, useTaskList } from './api/sop-api';
import type { SopConfig } from './sop-config';

const PALETTE: Record<number, string> = {
  0: 'gray',
  1: 'orange',
  2: 'green',
  3: 'purple',
  4: 'red',
  5: 'gray',
  9: 'red',
};

export function TaskStatusBadge({ row }: { row: Pick<SopTaskRow, 'status' | 'overdue'> }) {
  const code = row.overdue ? 9 : row.status;
  return (
    <Badge colorPalette={PALETTE[code]} variant="subtle">
      {t(`sop.task.${code as 0 | 1 | 2 | 3 | 4 | 5 | 9}`)}
    </Badge>
  );
}

const EMPTY = { status: '', employee: '' };

/** issue #18 chat-sop-data: per target and step, today's due list, mark a reminder sent. */
export function SopTaskTable({
  config,
  planId,
  stats,
}: {
  config: SopConfig;
  planId: number;
  stats: SopStats | undefined;
}) {
  const [scope, setScope] = useState<'today' | 'all'>('today');
  const list = useListState(EMPTY);
  const writes = useSopWrites(config.endpoints);
  const tasks = useTaskList(config.endpoints, {
    page: list.page,
    page_size: list.pageSize,
    plan_id: planId,
    ...(scope === 'today' ? { today: 1 } : {}),
    ...(list.applied.status ? { status: Number(list.applied.status) } : {}),
    ...(list.applied.employee ? { employee_id: Number(list.applied.employee) } : {}),
  });
  const columns = useMemo<DataColumn<SopTaskRow>[]>(
    () => [
      {
        key: 'target',
        title: t(config.kind === 'customer' ? 'sop.data.col.target' : 'sop.data.col.group'),
        hideable: false,
        render: (row) => row.target_name || '-',
      },
      {
        key: 'step',
        title: t('sop.data.col.step'),
        render: (row) => t('sop.form.step', { n: row.step }),
      },
      {
        key: 'employee',
        title: t('sop.data.col.employee'),
        render: (row) => row.employee_name || '-',
      },
      {
        key: 'due',
        title: t('sop.data.col.dueAt'),
        render: (row) => (
          <Text fontSize="sm" whiteSpace="nowrap">
            {formatDateTime(row.due_at)}
          </Text>
        ),
      },
      {
        key: 'status',
        title: t('sop.data.col.status'),
        render: (row) => <TaskStatusBadge row={row} />,
      },
      {
        key: 'message',
        title: t('sop.data.col.message'),
        render: (row) => <MessageSummary row={row} />,
      },
      {
        key: 'actions',
        title: t('sop.data.col.actions'),
        hideable: false,
        render: (row) =>
          row.status === 1 ? (
            <Button
              size="xs"
              variant="outline"
              colorPalette="blue"
              data-testid={`sop-mark-${row.id}`}
              onClick={() =>
                writes.markSent.mutate(
                  { params: { id: row.id }, body: {} },
                  { onSuccess: () => notifySuccess(t('sop.data.marked')) },
                )
              }
            >
              {t('sop.data.markSent')}
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {row.sent_at ? formatDateTime(row.sent_at) : '-'}
            </Text>
          ),
      },
    ],
    [config.kind, writes.markSent],
  );
  return (
    <DataTable
      label={t('sop.data.tasks')}
      testId="sop-task-table"
      columns={columns}
      rows={tasks.data?.list}
      rowKey={(row) => row.id}
      total={tasks.data?.total ?? 0}
      page={list.page}
      pageSize={list.pageSize}
      onPageChange={list.setPage}
      loading={tasks.isFetching}
      error={tasks.isError}
      onRetry={() => void tasks.refetch()}
      emptyText={scope === 'today' ? t('sop.data.noToday') : t('sop.data.noTasks')}
      toolbar={
        <Box display="flex" gap="2" flexWrap="wrap" alignItems="center">
          <SegmentedControl
            label={t('sop.data.tasks')}
            value={scope}
            onChange={(next) => {
              setScope(next);
              list.setPage(1, list.pageSize);
            }}
            testId="sop-task-scope"
            options={[
              { value: 'today', label: t('sop.data.today') },
              { value: 'all', label: t('sop.data.all') },
            ]}
          />
          <Box width="32">
            <SelectFilter
              value={list.draft.status}
              ariaLabel={t('sop.data.statusFilter')}
              allLabel={t('sop.data.allStatus')}
              onChange={(status) => list.apply({ ...list.draft, status })}
              options={[0, 1, 9, 2, 3, 4, 5].map((code) => ({
                value: String(code),
                label: t(`sop.task.${code as 0 | 1 | 2 | 3 | 4 | 5 | 9}`),
              }))}
            />
          </Box>
          <Box width="36">
            <SelectFilter
              value={list.draft.employee}
              ariaLabel={t('sop.data.employeeFilter')}
              allLabel={t('sop.data.allEmployees')}
              onChange={(employee) => list.apply({ ...list.draft, employee })}
              options={(stats?.employees ?? []).map((row) => ({
                value: String(row.employee_id),
                label: row.employee_name,
              }))}
            />
          </Box>
        </Box>
      }
    />
  );
}
