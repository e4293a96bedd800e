import { useMemo, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { TagInviteRow } from '../../../../contract/acquiring/tag-invite-group';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { DeleteConfirmDialog } from '../../../ui/confirm-dialog/delete-confirm-dialog';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { SelectField } from '../../../ui/select-field/select-field';
import { useDeleteTask, useTasks } from './api/tag-invite-api';
import { TASK_STATUS_COLORS, TASK_STATUS_KEYS } from './task-status';
import { RightButton } from '../../../data/menu/right-button';

const EMPTY_FILTERS = { name: '', status: '' };
const names = (refs: readonly { name: string }[]) => refs.map((ref) => ref.name).join('、');
const num = (
  key: 'total' | 'sent' | 'joined' | 'pending' | 'failed',
  title: string,
): DataColumn<TagInviteRow> => ({
  key,
  title,
  align: 'end',
  render: (row) => row.totals[key],
});

/** The tasks with their filters, targets and invitation totals. */
export function TaskList(props: { onDetail: (id: number) => void }) {
  const list = useListState(EMPTY_FILTERS);
  const { name, status } = list.applied;
  const rows = useTasks({
    page: list.page,
    page_size: list.pageSize,
    ...(name ? { name } : {}),
    ...(status === '1' || status === '2' || status === '3' ? { status } : {}),
  });
  const remove = useDeleteTask();
  const [deleting, setDeleting] = useState<TagInviteRow | null>(null);
  const { onDetail } = props;
  const columns = useMemo<DataColumn<TagInviteRow>[]>(
    () => [
      {
        key: 'name',
        title: t('tagInviteGroup.column.name'),
        hideable: false,
        render: (row) => <Text fontWeight="medium">{row.name}</Text>,
      },
      {
        key: 'tags',
        title: t('tagInviteGroup.column.tags'),
        width: '12rem',
        render: (row) => (
          <Text fontSize="sm">
            {t(row.tag_match === 'all' ? 'tagInviteGroup.match.all' : 'tagInviteGroup.match.any')}：
            {names(row.tags)}
          </Text>
        ),
      },
      {
        key: 'employees',
        title: t('tagInviteGroup.column.employees'),
        width: '10rem',
        ellipsis: (row) => names(row.employees),
        render: (row) => names(row.employees),
      },
      {
        key: 'groups',
        title: t('tagInviteGroup.column.groups'),
        width: '10rem',
        ellipsis: (row) => names(row.groups),
        render: (row) => names(row.groups),
      },
      num('total', t('tagInviteGroup.column.total')),
      num('sent', t('tagInviteGroup.column.sent')),
      num('joined', t('tagInviteGroup.column.joined')),
      num('pending', t('tagInviteGroup.column.pending')),
      num('failed', t('tagInviteGroup.column.failed')),
      {
        key: 'status',
        title: t('tagInviteGroup.column.status'),
        render: (row) => (
          <Badge colorPalette={TASK_STATUS_COLORS[row.status]}>
            {t(TASK_STATUS_KEYS[row.status])}
          </Badge>
        ),
      },
      {
        key: 'created',
        title: t('tagInviteGroup.column.createdAt'),
        render: (row) => formatDateTime(row.created_at),
      },
      {
        key: 'actions',
        title: t('tagInviteGroup.column.actions'),
        hideable: false,
        render: (row) => (
          <Box display="flex" gap="1">
            <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => onDetail(row.id)}>
              {t('tagInviteGroup.action.detail')}
            </Button>
            <RightButton
              right="delete"
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => setDeleting(row)}
            >
              {t('tagInviteGroup.action.delete')}
            </RightButton>
          </Box>
        ),
      },
    ],
    [onDetail],
  );
  return (
    <>
      <FilterBar onSearch={() => list.apply()} onReset={list.reset} testId="tig-filters">
        <FilterField label={t('tagInviteGroup.filter.name')}>
          <Input
            size="sm"
            bg="white"
            maxLength={24}
            value={list.draft.name}
            aria-label={t('tagInviteGroup.filter.name')}
            onChange={(event) => list.setDraft({ ...list.draft, name: event.target.value })}
          />
        </FilterField>
        <FilterField label={t('tagInviteGroup.filter.status')}>
          <SelectField
            label={t('tagInviteGroup.filter.status')}
            value={list.draft.status}
            placeholder={t('tagInviteGroup.all')}
            options={([1, 2, 3] as const).map((value) => ({
              value: String(value),
              label: t(TASK_STATUS_KEYS[value]),
            }))}
            onChange={(value) => list.setDraft({ ...list.draft, status: value })}
          />
        </FilterField>
      </FilterBar>
      <Box mt="4" display="flex" justifyContent="flex-end">
        <ExportButton
          type="tag_invite_tasks"
          filters={exportFilters({ name, status })}
          total={rows.data?.total ?? 0}
        />
      </Box>
      <Box mt="2">
        <ListTable
          label={t('tagInviteGroup.title')}
          testId="tag-invite-group-table"
          columns={columns}
          query={rows}
          list={list}
          rowKey={(row) => row.id}
          emptyText={list.filtered ? t('tagInviteGroup.empty.filtered') : t('tagInviteGroup.empty')}
        />
      </Box>
      <DeleteConfirmDialog
        target={deleting}
        mutation={remove}
        title={t('tagInviteGroup.deleteTitle')}
        body={
          deleting && (
            <Text fontSize="sm">{t('tagInviteGroup.deleteBody', { name: deleting.name })}</Text>
          )
        }
        deleted={t('tagInviteGroup.deleted')}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
