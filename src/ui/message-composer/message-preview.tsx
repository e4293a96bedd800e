import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type {
  MessageAttachment,
  MessageChannel,
  MessageContent,
} from '../../../contract/message-content';
import { t } from '../../lib/i18n/translate';
import { previewText } from './composer-text';
// The preview is shown on detail pages without the composer (issue #38): it loads its own strings.
import '../../lib/i18n/messages/message-composer-messages';

function Bubble({ children }: { children: React.ReactNode }) {
  return (
    <Box
      bg="white"
      borderRadius="md"
      px="2.5"
      py="2"
      fontSize="xs"
      color="gray.800"
      maxW="85%"
      alignSelf="flex-start"
      boxShadow="xs"
      overflowWrap="anywhere"
    >
      {children}
    </Box>
  );
}

function AttachmentBubble({ attachment }: { attachment: MessageAttachment }) {
  switch (attachment.type) {
    case 'image':
      return attachment.url ? (
        <Box maxW="60%" alignSelf="flex-start" borderRadius="md" overflow="hidden">
          <img src={attachment.url} alt={attachment.name || t('composer.add.image')} />
        </Box>
      ) : (
        <Bubble>{`[${t('composer.add.image')}]`}</Bubble>
      );
    case 'link':
      return (
        <Bubble>
          <Text fontWeight="semibold">{attachment.title || t('composer.field.linkTitle')}</Text>
          <Text color="gray.600" lineClamp={2}>
            {attachment.desc || attachment.url}
          </Text>
        </Bubble>
      );
    case 'miniprogram':
      return (
        <Bubble>
          <Text color="gray.600">{t('composer.kind.miniprogram')}</Text>
          <Text fontWeight="semibold">{attachment.title || t('composer.field.mpTitle')}</Text>
        </Bubble>
      );
    case 'video':
    case 'file':
      return (
        <Bubble>
          <Text color="gray.600">
            {t(attachment.type === 'video' ? 'composer.kind.video' : 'composer.kind.file')}
          </Text>
          <Text fontWeight="semibold">{attachment.name || attachment.url}</Text>
        </Bubble>
      );
  }
}

const PREVIEW_TITLE = {
  customer: 'composer.previewEmployee',
  group: 'composer.previewGroup',
  moment: 'composer.previewMoment',
} as const satisfies Record<MessageChannel, string>;

/**
 * issue #16: a phone-shaped preview of what one recipient receives on `channel` (issue #38
 * item 10): a customer's chat with the employee, a customer group's chat, or the moment.
 */
export function MessagePreview({
  message,
  channel,
}: {
  message: MessageContent;
  channel: MessageChannel;
}) {
  const text = previewText(message, channel, {
    nickname: t('composer.previewNickname'),
    employee: t('composer.previewEmployee'),
  });
  const empty = !text && message.attachments.length === 0;
  return (
    <Box
      role="figure"
      aria-label={t('composer.preview')}
      data-testid="message-preview"
      w="240px"
      maxW="full"
      h="440px"
      borderWidth="8px"
      borderColor="gray.800"
      borderRadius="2xl"
      bg="gray.100"
      display="flex"
      flexDirection="column"
      overflow="hidden"
      flexShrink={0}
    >
      <Box bg="gray.200" textAlign="center" py="1.5" fontSize="xs" color="gray.700">
        {t(PREVIEW_TITLE[channel])}
      </Box>
      <Box flex="1" overflowY="auto" p="2" display="flex" flexDirection="column" gap="2">
        {empty ? (
          <Text fontSize="xs" color="gray.600" textAlign="center" mt="8">
            {t('composer.previewEmpty')}
          </Text>
        ) : null}
        {text ? <Bubble>{text}</Bubble> : null}
        {message.attachments.map((attachment, index) => (
          <AttachmentBubble key={index} attachment={attachment} />
        ))}
      </Box>
    </Box>
  );
}
