import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { chatMessageList } from '../../../../contract/company/chat-records';
import type {
  ChatConversationRow,
  ChatMessageRow,
} from '../../../../contract/company/chat-records';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { AppDialog } from '../../../ui/app-dialog';
import { PaginationBar } from '../../../ui/data-table/pagination-bar';
import { MessageContentView } from './message-content';
import '../../../lib/i18n/messages/company-chat-records-messages';

function senderOf(row: ChatMessageRow) {
  return row.from_kind === 1
    ? (row.employee?.name ?? t('chatRecords.employeeSide'))
    : (row.customer?.name ?? t('chatRecords.customerSide'));
}

function Bubble(props: { row: ChatMessageRow; onOpenImage: (url: string) => void }) {
  const { row } = props;
  const mine = row.from_kind === 1;
  return (
    <Box
      display="flex"
      flexDirection="column"
      alignItems={mine ? 'flex-end' : 'flex-start'}
      data-testid="chat-message"
      data-type={row.msg_type}
    >
      <Text fontSize="xs" color="fg.muted">
        {senderOf(row)} · {formatDateTime(row.sent_at)}
      </Text>
      <Box
        mt="1"
        px="3"
        py="2"
        maxWidth="85%"
        borderRadius="lg"
        bg={mine ? 'blue.50' : 'gray.100'}
        opacity={row.revoked ? 0.6 : 1}
      >
        <MessageContentView content={row.content} onOpenImage={props.onOpenImage} />
        {row.revoked ? (
          <Text fontSize="xs" color="red.700" mt="1">
            {t('chatRecords.viewer.revoked')}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}

/** issue #22 viewer: one conversation in order, every message type rendered; images open large. */
export function ChatViewer(props: {
  conversation: ChatConversationRow | null;
  onClose: () => void;
}) {
  const { conversation, onClose } = props;
  const [paging, setPaging] = useState({ page: 1, size: 50 });
  const [image, setImage] = useState<string | null>(null);
  const [shownKey, setShownKey] = useState<string | null>(null);
  if ((conversation?.key ?? null) !== shownKey) {
    setShownKey(conversation?.key ?? null);
    setPaging((current) => ({ ...current, page: 1 }));
  }
  const query = conversation
    ? {
        page: paging.page,
        page_size: paging.size,
        order: 'asc' as const,
        chat_type: conversation.chat_type,
        ...(conversation.chat_type === 2
          ? { group_id: conversation.group?.id }
          : { employee_id: conversation.employee?.id, customer_id: conversation.customer?.id }),
      }
    : { page: 1 };
  // Chat content is personal: never persisted offline (issue #22), so no `persist` here.
  const messages = useEndpointQuery(chatMessageList, { query }, { enabled: conversation !== null });
  const name =
    conversation?.chat_type === 2
      ? (conversation.group?.name ?? '')
      : `${conversation?.customer?.name ?? ''} ↔ ${conversation?.employee?.name ?? ''}`;
  return (
    <>
      <AppDialog
        open={conversation !== null}
        onClose={onClose}
        title={t('chatRecords.viewer.title', { name })}
        closeLabel={t('chatRecords.viewer.close')}
      >
        <Box display="flex" flexDirection="column" gap="3" data-testid="chat-viewer" minHeight="40">
          {messages.isFetching && !messages.data ? <Spinner alignSelf="center" /> : null}
          {messages.data?.list.length === 0 ? (
            <Text color="fg.muted">{t('chatRecords.viewer.empty')}</Text>
          ) : null}
          {messages.data?.list.map((row) => (
            <Bubble key={row.id} row={row} onOpenImage={setImage} />
          ))}
          {messages.data && messages.data.total > 10 ? (
            <PaginationBar
              total={messages.data.total}
              page={paging.page}
              pageSize={paging.size}
              onChange={(page, size) => setPaging({ page, size })}
            />
          ) : null}
        </Box>
      </AppDialog>
      <AppDialog
        open={image !== null}
        onClose={() => setImage(null)}
        title={t('chatRecords.viewer.imageTitle')}
        closeLabel={t('chatRecords.viewer.close')}
        contentOnlyWhileOpen
      >
        {image ? (
          <img
            src={image}
            alt={t('chatRecords.viewer.imageTitle')}
            data-testid="chat-image-large"
            style={{ width: '100%', height: 'auto' }}
          />
        ) : null}
      </AppDialog>
    </>
  );
}
