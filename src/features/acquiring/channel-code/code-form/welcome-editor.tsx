import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import {
  ATTACHMENT_TYPES,
  WELCOME_ATTACHMENTS_MAX,
  WELCOME_TEXT_MAX,
} from '../../../../../contract/acquiring/channel-code';
import type { WelcomeAttachment } from '../../../../../contract/acquiring/channel-code';
import { t } from '../../../../lib/i18n/translate';
import { SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import type { FieldErrors } from '../../../../ui/form-drawer/use-contract-form';
import '../../../../lib/i18n/messages/acquiring-messages';

export interface WelcomeEditorProps {
  text: string;
  onTextChange: (text: string) => void;
  attachments: readonly WelcomeAttachment[];
  onAttachmentsChange: (attachments: WelcomeAttachment[]) => void;
  errors: FieldErrors;
}

const TYPE_LABEL = {
  image: 'codeForm.attachment.image',
  link: 'codeForm.attachment.link',
  miniprogram: 'codeForm.attachment.miniprogram',
  video: 'codeForm.attachment.video',
  file: 'codeForm.attachment.file',
} as const;

/** docs/domain.md §0: text plus at most 9 attachments (image, link, mini program, video, file). */
export function WelcomeEditor({
  text,
  onTextChange,
  attachments,
  onAttachmentsChange,
  errors,
}: WelcomeEditorProps) {
  const update = (index: number, patch: Partial<WelcomeAttachment>) =>
    onAttachmentsChange(
      attachments.map((item, position) => (position === index ? { ...item, ...patch } : item)),
    );
  return (
    <Box display="flex" flexDirection="column" gap="3">
      <Box position="relative">
        <Textarea
          size="sm"
          rows={5}
          bg="white"
          value={text}
          maxLength={WELCOME_TEXT_MAX}
          placeholder={t('codeForm.welcomeTextPlaceholder')}
          aria-label={t('codeForm.welcomeText')}
          data-testid="welcome-text"
          onChange={(event) => onTextChange(event.currentTarget.value)}
        />
        <Text position="absolute" bottom="1" right="2" fontSize="xs" color="fg.subtle">
          {text.length}/{WELCOME_TEXT_MAX}
        </Text>
      </Box>
      {errors.welcome_text ? (
        <Text color="red.600" fontSize="xs" role="alert">
          {errors.welcome_text}
        </Text>
      ) : null}
      {attachments.map((attachment, index) => (
        <Box
          key={index}
          display="grid"
          gridTemplateColumns="8rem 1fr 2fr auto"
          gap="2"
          alignItems="center"
        >
          <SelectFilter
            value={attachment.type}
            allLabel={t('codeForm.attachmentType')}
            ariaLabel={t('codeForm.attachmentType')}
            options={ATTACHMENT_TYPES.map((type) => ({ value: type, label: t(TYPE_LABEL[type]) }))}
            onChange={(value) =>
              update(index, { type: (value || 'link') as WelcomeAttachment['type'] })
            }
          />
          <Input
            size="sm"
            bg="white"
            value={attachment.title}
            placeholder={t('codeForm.attachmentTitle')}
            aria-label={t('codeForm.attachmentTitle')}
            onChange={(event) => update(index, { title: event.currentTarget.value })}
          />
          <Input
            size="sm"
            bg="white"
            value={attachment.url}
            placeholder={t('codeForm.attachmentUrl')}
            aria-label={t('codeForm.attachmentUrl')}
            onChange={(event) => update(index, { url: event.currentTarget.value })}
          />
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() =>
              onAttachmentsChange(attachments.filter((_, position) => position !== index))
            }
          >
            {t('codeForm.attachmentRemove')}
          </Button>
          {errors[`welcome_attachments.${index}.title`] ||
          errors[`welcome_attachments.${index}.url`] ? (
            <Text gridColumn="1 / -1" color="red.600" fontSize="xs" role="alert">
              {errors[`welcome_attachments.${index}.title`] ??
                errors[`welcome_attachments.${index}.url`]}
            </Text>
          ) : null}
        </Box>
      ))}
      <Box display="flex" alignItems="center" gap="3">
        <Button
          size="xs"
          variant="outline"
          disabled={attachments.length >= WELCOME_ATTACHMENTS_MAX}
          onClick={() =>
            onAttachmentsChange([...attachments, { type: 'link', title: '', url: '' }])
          }
        >
          {t('codeForm.attachmentAdd')}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {t('codeForm.attachmentsHint')}
        </Text>
      </Box>
    </Box>
  );
}
