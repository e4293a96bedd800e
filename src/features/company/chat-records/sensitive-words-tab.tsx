import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import {
  SENSITIVE_CATEGORIES,
  sensitiveWordDelete,
  sensitiveWordList,
} from '../../../../contract/company/chat-records';
import type { SensitiveWordRow } from '../../../../contract/company/chat-records';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar } from '../../../ui/filter-bar/filter-bar';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { optional, TextFilter } from './chat-filters';
import { WordDialog, type WordEditing } from './word-dialog';
import { RightButton } from '../../../data/menu/right-button';
import '../../../lib/i18n/messages/company-chat-records-messages';

const EMPTY = { word: '' };
const yesNo = (value: boolean) => t(value ? 'chatRecords.yes' : 'chatRecords.no');

function columns(
  onEdit: (row: SensitiveWordRow) => void,
  onDelete: (row: SensitiveWordRow) => void,
): DataColumn<SensitiveWordRow>[] {
  return [
    { key: 'word', title: t('chatRecords.col.word'), hideable: false, render: (row) => row.word },
    {
      key: 'category',
      title: t('chatRecords.col.category'),
      render: (row) => SENSITIVE_CATEGORIES[row.category] ?? '-',
    },
    { key: 'hits', title: t('chatRecords.col.hits'), align: 'end', render: (row) => row.hits },
    {
      key: 'notify',
      title: t('chatRecords.col.notify'),
      render: (row) => yesNo(row.notify_leader),
    },
    { key: 'enabled', title: t('chatRecords.col.enabled'), render: (row) => yesNo(row.enabled) },
    {
      key: 'created_at',
      title: t('chatRecords.col.createdAt'),
      defaultHidden: true,
      render: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'actions',
      title: t('chatRecords.col.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1">
          <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => onEdit(row)}>
            {t('chatRecords.word.editAction')}
          </Button>
          <RightButton
            right="delete"
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => onDelete(row)}
          >
            {t('chatRecords.word.delete')}
          </RightButton>
        </Box>
      ),
    },
  ];
}

/** issue #22: the tenant's sensitive words; new messages pulled are checked against them. */
export function SensitiveWordsTab() {
  const list = useListState(EMPTY);
  const [editing, setEditing] = useState<WordEditing>(null);
  const [deleting, setDeleting] = useState<SensitiveWordRow | null>(null);
  const query = { page: list.page, page_size: list.pageSize, word: optional(list.applied.word) };
  const words = useEndpointQuery(sensitiveWordList, { query }, { keepPrevious: true });
  const remove = useEndpointMutation(sensitiveWordDelete, { invalidates: [sensitiveWordList] });
  const tableColumns = useMemo(() => columns(setEditing, setDeleting), []);
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
        <TextFilter
          label={t('chatRecords.col.word')}
          value={list.draft.word}
          maxLength={20}
          onChange={(word) => list.setDraft({ word })}
        />
      </FilterBar>
      <ListTable
        label={t('chatRecords.tab.words')}
        testId="word-table"
        columns={tableColumns}
        query={words}
        list={list}
        rowKey={(row) => row.id}
        toolbar={
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => setEditing('new')}
            data-testid="word-add"
          >
            {t('chatRecords.word.add')}
          </Button>
        }
        emptyText={list.filtered ? t('chatRecords.empty.filtered') : t('chatRecords.empty.words')}
      />
      <WordDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('chatRecords.word.deleteTitle')}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { body: { id: deleting.id } },
            {
              onSuccess: () => {
                notifySuccess(t('chatRecords.word.deleted'));
                setDeleting(null);
              },
            },
          )
        }
      >
        {t('chatRecords.word.deleteBody', { word: deleting?.word ?? '' })}
      </ConfirmDialog>
    </Box>
  );
}
