import { useRef, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import {
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_TEXT_MAX,
  blankAttachment,
  variablesFor,
} from '../../../contract/message-content';
import type {
  MessageAttachment,
  MessageChannel,
  MessageContent,
} from '../../../contract/message-content';
import { t } from '../../lib/i18n/translate';
import { AttachmentEditor } from './attachment-editor';
import { COMPOSER_EMOJI, attachmentLimits, insertAt, variableToken } from './composer-text';
import { MessagePreview } from './message-preview';
import '../../lib/i18n/messages/message-composer-messages';

export interface MessageComposerProps {
  value: MessageContent;
  onChange: (next: MessageContent) => void;
  /** Form errors by dotted path (useContractForm); `prefix` is this message's field name. */
  errors?: Readonly<Record<string, string>>;
  prefix?: string;
  /** Attachment types offered (moments allow fewer); all five by default. */
  types?: readonly MessageAttachment['type'][];
  maxAttachments?: number;
  /**
   * Who receives one copy (issue #38 item 10): the variables offered, the placeholder and the
   * preview follow from it (contract/message-content.ts `MESSAGE_CHANNEL_VARIABLES`).
   */
  channel: MessageChannel;
  testId?: string;
}

const PLACEHOLDER = {
  customer: 'composer.textPlaceholder',
  group: 'composer.textPlaceholder.group',
  moment: 'composer.textPlaceholder.moment',
} as const satisfies Record<MessageChannel, string>;

const ADD_LABEL = {
  image: 'composer.add.image',
  link: 'composer.add.link',
  miniprogram: 'composer.add.miniprogram',
  video: 'composer.add.video',
  file: 'composer.add.file',
} as const;

/**
 * The shared message composer (issue #16, used by reach, welcome and SOP pages): text with
 * the fixed variables and emoji, up to 9 attachments with the platform's limits, and a
 * phone-shaped preview. Validation is contract/message-content.ts, the server's schema.
 */
export function MessageComposer({
  value,
  onChange,
  errors = {},
  prefix = 'message',
  types = MESSAGE_ATTACHMENT_TYPES,
  maxAttachments = MESSAGE_ATTACHMENTS_MAX,
  channel,
  testId = 'message-composer',
}: MessageComposerProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const full = value.attachments.length >= maxAttachments;
  const variables = variablesFor(channel);

  const insert = (token: string) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.text.length;
    const end = element?.selectionEnd ?? start;
    const next = insertAt(value.text, token, start, end);
    onChange({ ...value, text: next.text.slice(0, MESSAGE_TEXT_MAX) });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };
  const setAttachments = (attachments: MessageAttachment[]) => onChange({ ...value, attachments });
  const errorOf = (index: number) => {
    const head = `${prefix}.attachments.${index}.`;
    return Object.fromEntries(
      Object.entries(errors)
        .filter(([path]) => path.startsWith(head))
        .map(([path, message]) => [path.slice(head.length), message]),
    );
  };

  return (
    <Box
      data-testid={testId}
      display="flex"
      flexDirection={{ base: 'column', lg: 'row' }}
      gap="4"
      alignItems={{ base: 'stretch', lg: 'flex-start' }}
    >
      <Box flex="1" minW="0" display="flex" flexDirection="column" gap="2">
        <Box display="flex" gap="1.5" flexWrap="wrap" alignItems="center">
          {variables.length > 0 ? (
            <Text fontSize="xs" color="fg.muted">
              {t('composer.insertVariable')}
            </Text>
          ) : null}
          {variables.map((name) => (
            <Button
              key={name}
              size="xs"
              variant="outline"
              aria-label={t('composer.variable', { name })}
              onClick={() => insert(variableToken(name))}
            >
              {name}
            </Button>
          ))}
          <Button
            size="xs"
            variant="outline"
            aria-expanded={emojiOpen}
            onClick={() => setEmojiOpen((open) => !open)}
          >
            {t('composer.emoji')}
          </Button>
        </Box>
        {emojiOpen ? (
          <Box display="flex" flexWrap="wrap" gap="1" borderWidth="1px" borderRadius="md" p="2">
            {COMPOSER_EMOJI.map((emoji) => (
              <Button
                key={emoji}
                size="xs"
                variant="ghost"
                aria-label={t('composer.emojiInsert', { emoji })}
                onClick={() => insert(emoji)}
              >
                {emoji}
              </Button>
            ))}
          </Box>
        ) : null}
        <Box position="relative">
          <Textarea
            ref={textarea}
            size="sm"
            rows={6}
            bg="white"
            value={value.text}
            maxLength={MESSAGE_TEXT_MAX}
            placeholder={t(PLACEHOLDER[channel])}
            aria-label={t('composer.text')}
            aria-invalid={errors[`${prefix}.text`] ? true : undefined}
            data-testid="composer-text"
            onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
          />
          <Text position="absolute" bottom="1" right="2" fontSize="xs" color="fg.muted">
            {value.text.length}/{MESSAGE_TEXT_MAX}
          </Text>
        </Box>
        {errors[`${prefix}.text`] ? (
          <Text color="red.600" fontSize="xs" role="alert">
            {errors[`${prefix}.text`]}
          </Text>
        ) : null}
        <Box display="flex" gap="1.5" flexWrap="wrap" alignItems="center">
          <Text fontSize="xs" color="fg.muted">
            {t('composer.attachments', {
              count: value.attachments.length,
              max: maxAttachments,
            })}
          </Text>
          {types.map((type) => (
            <Button
              key={type}
              size="xs"
              variant="outline"
              disabled={full}
              aria-label={t('composer.addAttachment', { type: t(ADD_LABEL[type]) })}
              data-testid={`composer-add-${type}`}
              onClick={() => setAttachments([...value.attachments, blankAttachment(type)])}
            >
              + {t(ADD_LABEL[type])}
            </Button>
          ))}
        </Box>
        <Text fontSize="xs" color="fg.muted">
          {full
            ? t('composer.attachmentsFull', { max: maxAttachments })
            : t('composer.limits', attachmentLimits())}
        </Text>
        {errors[`${prefix}.attachments`] ? (
          <Text color="red.600" fontSize="xs" role="alert">
            {errors[`${prefix}.attachments`]}
          </Text>
        ) : null}
        {value.attachments.map((attachment, index) => (
          <Box key={index} borderWidth="1px" borderRadius="md" p="2" bg="gray.50">
            <Box display="flex" alignItems="center" gap="2" mb="2">
              <Text fontSize="xs" fontWeight="semibold" flex="1">
                {index + 1}. {t(ADD_LABEL[attachment.type])}
              </Text>
              {index > 0 ? (
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={t('composer.moveUpAttachment', { index: index + 1 })}
                  onClick={() => {
                    const next = [...value.attachments];
                    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
                    setAttachments(next);
                  }}
                >
                  {t('composer.moveUp')}
                </Button>
              ) : null}
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('composer.removeAttachment', { index: index + 1 })}
                onClick={() =>
                  setAttachments(value.attachments.filter((_, position) => position !== index))
                }
              >
                {t('composer.remove')}
              </Button>
            </Box>
            <AttachmentEditor
              attachment={attachment}
              index={index}
              errors={errorOf(index)}
              onChange={(next) =>
                setAttachments(
                  value.attachments.map((item, position) => (position === index ? next : item)),
                )
              }
            />
          </Box>
        ))}
      </Box>
      <Box alignSelf={{ base: 'center', lg: 'flex-start' }}>
        <MessagePreview message={value} channel={channel} />
      </Box>
    </Box>
  );
}
