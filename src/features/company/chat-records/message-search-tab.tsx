import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import {
  chatMessageList,
  chatMessageQuery,
  MESSAGE_TYPES,
} from '../../../../contract/company/chat-records';
import type {
  ChatConversationRow,
  ChatMessageRow,
} from '../../../../contract/company/chat-records';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { ChatViewer } from './chat-viewer';
import { EmployeeFilter, NO_RANGE, optional, RangeFilter, TextFilter } from './chat-filters';
import { MessageContentView } from './message-content';
import '../../../lib/i18n/messages/company-chat-records-messages';

const EMPTY = { keyword: '', msg_type: '', employee_id: '', range: NO_RANGE };

/** The conversation a found message belongs to, for the viewer. */
function conversationOf(row: ChatMessageRow): ChatConversationRow {
  return {
    key: row.chat_type === 2 ? `g-${row.group?.id}` : `s-${row.employee?.id}-${row.customer?.id}`,
    chat_type: row.chat_type,
    employee: row.employee,
    customer: row.customer,
    group: row.group,
    messages: 0,
    last_message_at: row.sent_at,
    last_preview: '',
  };
}

function columns(onView: (row: ChatMessageRow) => void): DataColumn<ChatMessageRow>[] {
  return [
    { key: 'time', title: t('chatRecords.col.time'), render: (row) => formatDateTime(row.sent_at) },
    {
      key: 'sender',
      title: t('chatRecords.col.sender'),
      render: (row) => (row.from_kind === 1 ? row.employee?.name : row.customer?.name) ?? '-',
    },
    {
      key: 'conversation',
      title: t('chatRecords.col.conversation'),
      render: (row) => (row.chat_type === 2 ? row.group?.name : row.customer?.name) ?? '-',
    },
    { key: 'type', title: t('chatRecords.col.type'), render: (row) => MESSAGE_TYPES[row.msg_type] },
    {
      key: 'content',
      title: t('chatRecords.col.content'),
      hideable: false,
      render: (row) => (
        <Box maxWidth="80">
          {/* an image opens its conversation, where it shows large */}
          <MessageContentView content={row.content} onOpenImage={() => onView(row)} />
          {row.revoked ? (
            <Text fontSize="xs" color="red.700">
              {t('chatRecords.viewer.revoked')}
            </Text>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'actions',
      title: t('chatRecords.col.actions'),
      hideable: false,
      render: (row) => (
        <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => onView(row)}>
          {t('chatRecords.view')}
        </Button>
      ),
    },
  ];
}

/** issue #22: search messages by keyword (at least 2 characters), type, employee and date. */
export function MessageSearchTab() {
  const list = useListState(EMPTY);
  const { applied, draft } = list;
  const [error, setError] = useState('');
  const [viewing, setViewing] = useState<ChatConversationRow | null>(null);
  const query = {
    page: list.page,
    page_size: list.pageSize,
    keyword: optional(applied.keyword),
    msg_type: optional(applied.msg_type) as ChatMessageRow['msg_type'] | undefined,
    employee_id: optional(applied.employee_id),
    start: optional(applied.range.from),
    end: optional(applied.range.to),
  };
  const rows = useEndpointQuery(chatMessageList, { query }, { keepPrevious: true });
  const tableColumns = useMemo(() => columns((row) => setViewing(conversationOf(row))), []);
  const set = (patch: Partial<typeof EMPTY>) => list.setDraft({ ...draft, ...patch });
  const search = () => {
    // The same rule as the server (contract): a keyword of one character is refused here too.
    const checked = chatMessageQuery.safeParse({ keyword: optional(draft.keyword) });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    list.apply();
  };
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <FilterBar onSearch={search} onReset={list.reset}>
        <TextFilter
          label={t('chatRecords.filter.keyword')}
          value={draft.keyword}
          maxLength={50}
          onChange={(keyword) => set({ keyword })}
          testId="search-keyword"
        />
        <FilterField label={t('chatRecords.filter.msgType')} width="32">
          <SelectFilter
            ariaLabel={t('chatRecords.filter.msgType')}
            value={draft.msg_type}
            onChange={(msg_type) => set({ msg_type })}
            testId="search-type"
            options={Object.entries(MESSAGE_TYPES).map(([value, label]) => ({ value, label }))}
          />
        </FilterField>
        <EmployeeFilter
          value={draft.employee_id}
          onChange={(employee_id) => set({ employee_id })}
        />
        <RangeFilter value={draft.range} onChange={(range) => set({ range })} />
      </FilterBar>
      {error ? (
        <Text color="red.700" fontSize="sm" role="alert" data-testid="search-error">
          {error}
        </Text>
      ) : null}
      <ListTable
        label={t('chatRecords.tab.search')}
        testId="message-table"
        columns={tableColumns}
        query={rows}
        list={list}
        rowKey={(row) => row.id}
        emptyText={list.filtered ? t('chatRecords.empty.filtered') : t('chatRecords.empty.search')}
      />
      <ChatViewer conversation={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
