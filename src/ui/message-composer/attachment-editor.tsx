import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { MessageAttachment } from '../../../contract/message-content';
import type { MessageKey } from '../../lib/i18n/zh-cn';
import { t } from '../../lib/i18n/translate';
import { ImageUpload } from '../upload/image-upload';
import '../../lib/i18n/messages/message-composer-messages';

export interface AttachmentEditorProps {
  attachment: MessageAttachment;
  index: number;
  onChange: (next: MessageAttachment) => void;
  /** Errors by field name of this attachment (title, url, …). */
  errors: Readonly<Record<string, string>>;
}

const MB = 1024 * 1024;

function TextField(props: {
  label: MessageKey;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  index: number;
  field: string;
}) {
  const label = `${t(props.label)}（${props.index + 1}）`;
  return (
    <Box minW="0">
      <Input
        size="sm"
        bg="white"
        value={props.value}
        placeholder={t(props.label)}
        aria-label={label}
        aria-invalid={props.error ? true : undefined}
        data-testid={`attachment-${props.index}-${props.field}`}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {props.error ? (
        <Text fontSize="xs" color="red.600" mt="1" role="alert">
          {props.error}
        </Text>
      ) : null}
    </Box>
  );
}

/** The fields of one attachment, per type (docs/domain.md §0, WeCom add_msg_template). */
export function AttachmentEditor({ attachment, index, onChange, errors }: AttachmentEditorProps) {
  const field = (name: string, label: MessageKey, value: string) => (
    <TextField
      key={name}
      field={name}
      index={index}
      label={label}
      value={value}
      error={errors[name]}
      onChange={(next) => onChange({ ...attachment, [name]: next } as MessageAttachment)}
    />
  );
  const size = (value: number) => (
    <Box minW="0">
      <Input
        size="sm"
        bg="white"
        inputMode="decimal"
        value={value ? String(Math.round((value / MB) * 100) / 100) : ''}
        placeholder={t('composer.field.size')}
        aria-label={`${t('composer.field.size')}（${index + 1}）`}
        onChange={(event) => {
          const mb = Number(event.currentTarget.value);
          onChange({
            ...attachment,
            size: Number.isFinite(mb) ? Math.round(mb * MB) : 0,
          } as MessageAttachment);
        }}
      />
      {errors.size ? (
        <Text fontSize="xs" color="red.600" mt="1" role="alert">
          {errors.size}
        </Text>
      ) : null}
    </Box>
  );
  const grid = { display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '2' };
  switch (attachment.type) {
    case 'image':
      return (
        <Box>
          <ImageUpload
            value={attachment.url || undefined}
            label={`${t('composer.field.imageUpload')}（${index + 1}）`}
            testId={`attachment-${index}-upload`}
            onUploaded={(file) =>
              onChange({ ...attachment, url: file.url, name: file.key, size: file.size })
            }
          />
          {errors.url ? (
            <Text fontSize="xs" color="red.600" mt="1" role="alert">
              {errors.url}
            </Text>
          ) : null}
        </Box>
      );
    case 'link':
      return (
        <Box {...grid}>
          {field('title', 'composer.field.linkTitle', attachment.title)}
          {field('url', 'composer.field.linkUrl', attachment.url)}
          {field('desc', 'composer.field.linkDesc', attachment.desc)}
          {field('cover', 'composer.field.cover', attachment.cover)}
        </Box>
      );
    case 'miniprogram':
      return (
        <Box {...grid}>
          {field('appid', 'composer.field.appid', attachment.appid)}
          {field('page', 'composer.field.page', attachment.page)}
          {field('title', 'composer.field.mpTitle', attachment.title)}
          {field('cover', 'composer.field.mpCover', attachment.cover)}
        </Box>
      );
    case 'video':
    case 'file':
      return (
        <Box {...grid}>
          {field(
            'url',
            attachment.type === 'video' ? 'composer.field.videoUrl' : 'composer.field.fileUrl',
            attachment.url,
          )}
          {field('name', 'composer.field.name', attachment.name)}
          {size(attachment.size)}
        </Box>
      );
  }
}
