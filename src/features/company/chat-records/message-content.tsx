import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { MessageContent } from '../../../../contract/company/chat-records';
import { t } from '../../../lib/i18n/translate';
import '../../../lib/i18n/messages/company-chat-records-messages';

const size = (bytes: number) =>
  bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * issue #22 viewer: each archived message type rendered as an operator reads it — text,
 * an image thumbnail that opens large, voice and video lengths, file name and size, link and
 * mini-program cards, location, business card.
 */
export function MessageContentView(props: {
  content: MessageContent;
  onOpenImage?: (url: string) => void;
}) {
  const { content, onOpenImage } = props;
  switch (content.type) {
    case 'text':
      return (
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {content.text}
        </Text>
      );
    case 'image':
    case 'emotion':
      return (
        <Button
          variant="plain"
          p="0"
          height="auto"
          aria-label={t('chatRecords.viewer.openImage')}
          onClick={() => onOpenImage?.(content.url)}
          data-testid="chat-image"
        >
          <img
            src={content.url}
            alt={content.type === 'image' ? t('chatRecords.viewer.imageTitle') : ''}
            width={content.type === 'image' ? 120 : 56}
            height={content.type === 'image' ? 120 : 56}
            loading="lazy"
            style={{ borderRadius: 6, objectFit: 'cover' }}
          />
        </Button>
      );
    case 'voice':
      return <Text>{t('chatRecords.msg.voice', { seconds: content.seconds })}</Text>;
    case 'video':
      return (
        <Text>
          {t('chatRecords.msg.video', { seconds: content.seconds, size: size(content.size) })}
        </Text>
      );
    case 'file':
      return (
        <Text>{t('chatRecords.msg.file', { name: content.name, size: size(content.size) })}</Text>
      );
    case 'link':
      return (
        <Box borderWidth="1px" borderRadius="md" p="2" bg="white" maxWidth="72">
          <Text fontWeight="medium">{content.title}</Text>
          <Text fontSize="xs" color="fg.muted">
            {content.description}
          </Text>
        </Box>
      );
    case 'weapp':
      return (
        <Text>{t('chatRecords.msg.weapp', { title: content.title, app: content.app_name })}</Text>
      );
    case 'location':
      return (
        <Text>
          {t('chatRecords.msg.location', { title: content.title, address: content.address })}
        </Text>
      );
    case 'card':
      return (
        <Text>{t('chatRecords.msg.card', { name: content.name, corp: content.corp_name })}</Text>
      );
  }
}
