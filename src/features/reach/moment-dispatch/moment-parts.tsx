// /moment-dispatch: the pieces the list and the detail both show — status badge and a
// one-glance summary of the moment (first line of text, images / video / link).
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { MessageContent } from '../../../../contract/message-content';
import type { MomentStatus } from '../../../../contract/reach/moment-dispatch';
import { t } from '../../../lib/i18n/translate';
import '../../../lib/i18n/messages/reach-moment-dispatch-messages';

const STATUS_PALETTE = { 1: 'blue', 2: 'orange', 3: 'green', 4: 'gray' } as const;

export function MomentStatusBadge({ status }: { status: MomentStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" data-testid="moment-status">
      {t(`momentDispatch.status.${status}`)}
    </Badge>
  );
}

export function contentKind(content: MessageContent): string {
  const first = content.attachments[0];
  if (!first) return t('momentDispatch.content.text');
  if (first.type === 'video') return t('momentDispatch.content.video');
  if (first.type === 'link') return t('momentDispatch.content.link');
  return t('momentDispatch.content.images', { count: content.attachments.length });
}

export function MomentSummary({ content }: { content: MessageContent }) {
  const link = content.attachments.find((item) => item.type === 'link');
  return (
    <Box maxW="18rem" minW="10rem">
      <Text lineClamp={2} fontSize="sm">
        {content.text || (link && link.type === 'link' ? link.title : '-')}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {contentKind(content)}
      </Text>
    </Box>
  );
}
