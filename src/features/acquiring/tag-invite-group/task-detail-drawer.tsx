import { useMemo } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type {
  EmployeeProgress,
  RecipientRow,
} from '../../../../contract/acquiring/tag-invite-group';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { SelectField } from '../../../ui/select-field/select-field';
import { SimpleTable } from '../../../ui/simple-table/simple-table';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { useRecipients, useRemindTask, useTask } from './api/tag-invite-api';
import {
  RECIPIENT_STATUS_COLORS,
  RECIPIENT_STATUS_KEYS,
  TASK_STATUS_COLORS,
  TASK_STATUS_KEYS,
} from './task-status';

const EMPTY_FILTERS = { customer: '', status: '' };
const at = (value: string | null) => (value ? formatDateTime(value) : '—');

function recipientColumns(): DataColumn<RecipientRow>[] {
  return [
    {
      key: 'customer',
      title: t('tagInviteGroup.detail.customer'),
      hideable: false,
      render: (row) => row.customer.name,
    },
    {
      key: 'employee',
      title: t('tagInviteGroup.detail.employee'),
      render: (row) => row.employee?.name ?? '—',
    },
    {
      key: 'status',
      title: t('tagInviteGroup.column.status'),
      render: (row) => (
        <Badge colorPalette={RECIPIENT_STATUS_COLORS[row.status]}>
          {t(RECIPIENT_STATUS_KEYS[row.status])}
        </Badge>
      ),
    },
    {
      key: 'group',
      title: t('tagInviteGroup.detail.group'),
      render: (row) => row.group?.name ?? '—',
    },
    {
      key: 'reason',
      title: t('tagInviteGroup.detail.reason'),
      render: (row) => row.reason || '—',
    },
    { key: 'sent', title: t('tagInviteGroup.detail.sentAt'), render: (row) => at(row.sent_at) },
    {
      key: 'joined',
      title: t('tagInviteGroup.detail.joinedAt'),
      render: (row) => at(row.joined_at),
    },
  ];
}

/** A task's totals, each employee's progress with reminders, and every customer's status. */
export function TaskDetailDrawer(props: { id: number; onClose: () => void }) {
  const task = useTask(props.id);
  const list = useListState(EMPTY_FILTERS);
  const { customer, status } = list.applied;
  const recipients = useRecipients(props.id, {
    page: list.page,
    page_size: list.pageSize,
    ...(customer ? { customer } : {}),
    ...(['0', '1', '2', '3'].includes(status) ? { status: status as '0' | '1' | '2' | '3' } : {}),
  });
  const remind = useRemindTask();
  const columns = useMemo(() => recipientColumns(), []);
  const data = task.data?.id === props.id ? task.data : undefined;
  const refresh = () => {
    void task.refetch();
    void recipients.refetch();
  };
  return (
    <FormDrawer
      open={props.id > 0}
      onClose={props.onClose}
      title={data ? t('tagInviteGroup.detail.title', { name: data.name }) : ''}
      size="xl"
      testId="tig-detail"
    >
      {data ? (
        <Box display="flex" flexDirection="column" gap="4">
          <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
            <Badge colorPalette={TASK_STATUS_COLORS[data.status]} data-testid="tig-detail-status">
              {t(TASK_STATUS_KEYS[data.status])}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {t('tagInviteGroup.detail.skipped', { count: data.skipped_in_group })}
            </Text>
            <Button size="xs" variant="ghost" onClick={refresh} ms="auto">
              ↻
            </Button>
          </Box>
          <Box
            display="grid"
            gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }}
            gap="3"
          >
            <StatCard label={t('tagInviteGroup.column.total')} value={data.totals.total} />
            <StatCard
              label={t('tagInviteGroup.column.sent')}
              value={data.totals.sent}
              tone="blue"
              testId="tig-stat-sent"
            />
            <StatCard
              label={t('tagInviteGroup.column.joined')}
              value={data.totals.joined}
              tone="green"
              testId="tig-stat-joined"
            />
            <StatCard
              label={t('tagInviteGroup.column.pending')}
              value={data.totals.pending}
              tone="orange"
              testId="tig-stat-pending"
            />
            <StatCard
              label={t('tagInviteGroup.column.failed')}
              value={data.totals.failed}
              tone="red"
            />
          </Box>
          <Box display="flex" alignItems="center" gap="2" flexWrap="wrap">
            <Text fontSize="sm" fontWeight="medium">
              {t('tagInviteGroup.detail.byEmployee')}
            </Text>
            <Button
              size="xs"
              colorPalette="orange"
              ms="auto"
              loading={remind.isPending}
              disabled={data.totals.pending === 0}
              data-testid="tig-remind"
              onClick={() =>
                remind.mutate(
                  { params: { id: props.id } },
                  {
                    onSuccess: (result) =>
                      notifySuccess(
                        result.employees
                          ? t('tagInviteGroup.detail.reminded', { count: result.employees })
                          : t('tagInviteGroup.detail.nothingToRemind'),
                      ),
                  },
                )
              }
            >
              {t('tagInviteGroup.detail.remind')}
            </Button>
          </Box>
          <SimpleTable<EmployeeProgress>
            label={t('tagInviteGroup.detail.byEmployee')}
            rows={data.by_employee}
            testId="tig-by-employee"
            columns={[
              {
                key: 'employee',
                title: t('tagInviteGroup.detail.employee'),
                render: (row) => row.employee.name,
              },
              {
                key: 'total',
                title: t('tagInviteGroup.column.total'),
                align: 'end',
                render: (row) => row.total,
              },
              {
                key: 'pending',
                title: t('tagInviteGroup.column.pending'),
                align: 'end',
                render: (row) => row.pending,
              },
              {
                key: 'joined',
                title: t('tagInviteGroup.column.joined'),
                align: 'end',
                render: (row) => row.joined,
              },
              {
                key: 'reminders',
                title: t('tagInviteGroup.detail.reminders'),
                align: 'end',
                render: (row) => row.reminders,
              },
              {
                key: 'last',
                title: t('tagInviteGroup.detail.lastReminded'),
                render: (row) => at(row.last_reminded_at),
              },
            ]}
          />
          <Box display="flex" alignItems="center" justifyContent="space-between" gap="2">
            <Text fontSize="sm" fontWeight="medium">
              {t('tagInviteGroup.detail.recipients')}
            </Text>
            <ExportButton
              type="tag_invite_recipients"
              filters={exportFilters({ task_id: props.id, customer, status })}
              total={recipients.data?.total ?? 0}
            />
          </Box>
          <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
            <FilterField label={t('tagInviteGroup.detail.customer')}>
              <Input
                size="sm"
                bg="white"
                maxLength={30}
                value={list.draft.customer}
                aria-label={t('tagInviteGroup.detail.searchCustomer')}
                onChange={(event) => list.setDraft({ ...list.draft, customer: event.target.value })}
              />
            </FilterField>
            <FilterField label={t('tagInviteGroup.column.status')}>
              <SelectField
                label={t('tagInviteGroup.column.status')}
                value={list.draft.status}
                placeholder={t('tagInviteGroup.all')}
                options={([0, 1, 2, 3] as const).map((value) => ({
                  value: String(value),
                  label: t(RECIPIENT_STATUS_KEYS[value]),
                }))}
                onChange={(value) => list.setDraft({ ...list.draft, status: value })}
                testId="tig-recipient-status"
              />
            </FilterField>
          </FilterBar>
          <ListTable
            label={t('tagInviteGroup.detail.recipients')}
            testId="tig-recipients"
            columns={columns}
            query={recipients}
            list={list}
            rowKey={(row) => row.id}
            emptyText={t('tagInviteGroup.detail.empty')}
          />
        </Box>
      ) : null}
    </FormDrawer>
  );
}
