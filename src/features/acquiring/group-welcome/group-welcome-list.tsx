import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { GroupWelcomeRow } from '../../../../contract/acquiring/group-welcome';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { useDeleteGroupWelcome, useGroupWelcomes } from './api/group-welcome-api';
import { RightButton } from '../../../data/menu/right-button';

const EMPTY = { name: '' };

const summary = (row: GroupWelcomeRow) => {
  const attachment = row.message.attachments[0];
  const title = attachment ? ('title' in attachment ? attachment.title : attachment.type) : '';
  return attachment ? `${row.message.text} [${title}]` : row.message.text;
};

/** The group welcome templates with where they are used and recent sends. */
export function GroupWelcomeList(props: { onEdit: (row: GroupWelcomeRow) => void }) {
  const state = useListState(EMPTY);
  const list = useGroupWelcomes({
    page: state.page,
    page_size: state.pageSize,
    ...(state.applied.name ? { name: state.applied.name } : {}),
  });
  const remove = useDeleteGroupWelcome();
  const [deleting, setDeleting] = useState<GroupWelcomeRow | null>(null);
  const columns = useMemo<DataColumn<GroupWelcomeRow>[]>(
    () => [
      {
        key: 'name',
        title: t('gwelcome.col.name'),
        hideable: false,
        render: (row) => <Text fontWeight="medium">{row.name}</Text>,
      },
      {
        key: 'message',
        title: t('gwelcome.col.message'),
        width: '20rem',
        ellipsis: summary,
        render: summary,
      },
      {
        key: 'scope',
        title: t('gwelcome.col.scope'),
        width: '16rem',
        render: (row) => (
          <Box fontSize="sm">
            {row.groups.length ? (
              <Text>
                {t('gwelcome.scope.groups', { names: row.groups.map((g) => g.name).join('、') })}
              </Text>
            ) : null}
            {row.owners.length ? (
              <Text>
                {t('gwelcome.scope.owners', { names: row.owners.map((o) => o.name).join('、') })}
              </Text>
            ) : null}
          </Box>
        ),
      },
      {
        key: 'groups',
        title: t('gwelcome.col.groups'),
        align: 'end',
        render: (row) => row.group_count,
      },
      { key: 'sent', title: t('gwelcome.col.sent'), align: 'end', render: (row) => row.sent_30d },
      {
        key: 'updated',
        title: t('gwelcome.col.updated'),
        render: (row) => formatDateTime(row.updated_at),
      },
      {
        key: 'actions',
        title: t('gwelcome.col.actions'),
        hideable: false,
        render: (row) => (
          <Box display="flex" gap="1">
            <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => props.onEdit(row)}>
              {t('welcome.edit')}
            </Button>
            <RightButton
              right="delete"
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => setDeleting(row)}
            >
              {t('welcome.delete')}
            </RightButton>
          </Box>
        ),
      },
    ],
    [props],
  );
  return (
    <>
      <FilterBar onSearch={() => state.apply()} onReset={state.reset} testId="gwelcome-filters">
        <FilterField label={t('gwelcome.col.name')}>
          <Input
            size="sm"
            bg="white"
            value={state.draft.name}
            maxLength={24}
            placeholder={t('gwelcome.searchName')}
            aria-label={t('gwelcome.searchName')}
            onChange={(event) => state.setDraft({ name: event.currentTarget.value })}
          />
        </FilterField>
      </FilterBar>
      <Box mt="4">
        <DataTable
          label={t('gwelcome.table')}
          testId="gwelcome-table"
          columns={columns}
          rows={list.data?.list}
          rowKey={(row) => row.id}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          error={list.isError}
          onRetry={() => void list.refetch()}
          emptyText={t('gwelcome.empty')}
          page={state.page}
          pageSize={state.pageSize}
          onPageChange={state.setPage}
        />
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={remove.isPending}
        title={t('gwelcome.deleteTitle')}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { params: { id: deleting.id } },
            {
              onSuccess: () => {
                notifySuccess(t('gwelcome.deleted'));
                setDeleting(null);
              },
            },
          )
        }
      >
        <Text fontSize="sm">
          {deleting ? t('gwelcome.deleteBody', { name: deleting.name }) : ''}
        </Text>
      </ConfirmDialog>
    </>
  );
}
