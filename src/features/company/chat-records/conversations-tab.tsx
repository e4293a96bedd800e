import { useMemo, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { chatConversationList } from '../../../../contract/company/chat-records';
import type { ChatConversationRow } from '../../../../contract/company/chat-records';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar } from '../../../ui/filter-bar/filter-bar';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { ChatViewer } from './chat-viewer';
import {
  ChatTypeFilter,
  EmployeeFilter,
  NO_RANGE,
  optional,
  RangeFilter,
  TextFilter,
} from './chat-filters';
import '../../../lib/i18n/messages/company-chat-records-messages';

const EMPTY = {
  chat_type: '',
  employee_id: '',
  customer_name: '',
  group_name: '',
  range: NO_RANGE,
};

function columns(onView: (row: ChatConversationRow) => void): DataColumn<ChatConversationRow>[] {
  return [
    {
      key: 'conversation',
      title: t('chatRecords.col.conversation'),
      hideable: false,
      render: (row) => (
        <Box display="flex" alignItems="center" gap="2">
          <Badge colorPalette={row.chat_type === 2 ? 'purple' : 'blue'} size="sm">
            {t(row.chat_type === 2 ? 'chatRecords.chatType.2' : 'chatRecords.chatType.1')}
          </Badge>
          <Text>{row.chat_type === 2 ? row.group?.name : row.customer?.name}</Text>
        </Box>
      ),
    },
    {
      key: 'employee',
      title: t('chatRecords.col.employee'),
      render: (row) => row.employee?.name ?? '-',
    },
    {
      key: 'messages',
      title: t('chatRecords.col.messages'),
      align: 'end',
      render: (row) => row.messages,
    },
    {
      key: 'last',
      title: t('chatRecords.col.last'),
      width: '64',
      ellipsis: (row) => row.last_preview,
      render: (row) => row.last_preview,
    },
    {
      key: 'last_at',
      title: t('chatRecords.col.lastAt'),
      render: (row) => formatDateTime(row.last_message_at),
    },
    {
      key: 'actions',
      title: t('chatRecords.col.actions'),
      hideable: false,
      render: (row) => (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="blue"
          onClick={() => onView(row)}
          data-testid="conversation-view"
        >
          {t('chatRecords.view')}
        </Button>
      ),
    },
  ];
}

/** issue #22: conversations — one per employee ↔ customer pair and one per group. */
export function ConversationsTab() {
  const list = useListState(EMPTY);
  const { applied, draft } = list;
  const [viewing, setViewing] = useState<ChatConversationRow | null>(null);
  const query = {
    page: list.page,
    page_size: list.pageSize,
    chat_type: optional(applied.chat_type),
    employee_id: optional(applied.employee_id),
    customer_name: optional(applied.customer_name),
    group_name: optional(applied.group_name),
    start: optional(applied.range.from),
    end: optional(applied.range.to),
  };
  // Chat content is personal: never persisted offline (issue #22).
  const rows = useEndpointQuery(chatConversationList, { query }, { keepPrevious: true });
  const tableColumns = useMemo(() => columns(setViewing), []);
  const set = (patch: Partial<typeof EMPTY>) => list.setDraft({ ...draft, ...patch });
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
        <ChatTypeFilter value={draft.chat_type} onChange={(chat_type) => set({ chat_type })} />
        <EmployeeFilter
          value={draft.employee_id}
          onChange={(employee_id) => set({ employee_id })}
        />
        <TextFilter
          label={t('chatRecords.filter.customer')}
          value={draft.customer_name}
          maxLength={32}
          onChange={(customer_name) => set({ customer_name })}
          testId="filter-customer"
        />
        <TextFilter
          label={t('chatRecords.filter.group')}
          value={draft.group_name}
          maxLength={32}
          onChange={(group_name) => set({ group_name })}
        />
        <RangeFilter value={draft.range} onChange={(range) => set({ range })} />
      </FilterBar>
      <ListTable
        label={t('chatRecords.tab.conversations')}
        testId="conversation-table"
        columns={tableColumns}
        query={rows}
        list={list}
        rowKey={(row) => row.key}
        columnSettingsKey="chat-records-conversations"
        emptyText={
          list.filtered ? t('chatRecords.empty.filtered') : t('chatRecords.empty.conversations')
        }
      />
      <ChatViewer conversation={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
