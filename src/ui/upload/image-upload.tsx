import { useRef, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { UploadedFile } from '../../../contract/upload';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '../../../contract/upload';
import { formatSize } from '../../lib/format/format-size';
import { t } from '../../lib/i18n/translate';
import { checkImageFile, postUpload, requestUploadSign, UploadError } from './upload-file';

/** spec §9: image thumbnails are 50×50. */
export const THUMBNAIL_PX = 50;

export interface ImageUploadProps {
  /** The current image URL (shown as the thumbnail). */
  value?: string;
  /** Called with the stored file; a rejection shows as the upload's error. */
  onUploaded: (file: UploadedFile) => unknown;
  label: string;
  disabled?: boolean;
  maxBytes?: number;
  testId?: string;
}

type State =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number; name: string; size: number }
  | { phase: 'done'; name: string; size: number }
  | { phase: 'failed'; reason: string };

/** The one upload component (issue #6): signed direct upload, progress, size, 50×50 thumbnail. */
export function ImageUpload({
  value,
  onUploaded,
  label,
  disabled,
  maxBytes,
  testId,
}: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [preview, setPreview] = useState<string>();
  const limit = maxBytes ?? UPLOAD_MAX_BYTES;
  const shown = preview ?? value;

  const upload = async (file: File) => {
    const problem = checkImageFile(file, limit);
    if (problem) {
      setState({ phase: 'failed', reason: problem });
      return;
    }
    setState({ phase: 'uploading', percent: 0, name: file.name, size: file.size });
    try {
      const sign = await requestUploadSign();
      const stored = await postUpload(
        sign,
        file,
        (percent) => setState({ phase: 'uploading', percent, name: file.name, size: file.size }),
        t('upload.network'),
      );
      await onUploaded(stored);
      setPreview(stored.url);
      setState({ phase: 'done', name: file.name, size: file.size });
    } catch (error) {
      const reason = error instanceof UploadError || error instanceof Error ? error.message : '';
      setState({ phase: 'failed', reason: reason || t('upload.network') });
    }
  };

  const busy = state.phase === 'uploading';
  return (
    // data-form-value: the image, read by the form kit to tell unsaved changes (issue #37)
    <Box
      display="flex"
      alignItems="center"
      gap="4"
      data-testid={testId}
      data-form-value={shown ?? ''}
    >
      <Box
        w={`${THUMBNAIL_PX}px`}
        h={`${THUMBNAIL_PX}px`}
        borderWidth="1px"
        borderStyle={shown ? 'solid' : 'dashed'}
        borderRadius="md"
        overflow="hidden"
        bg="gray.50"
        flexShrink={0}
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="gray.400"
        fontSize="xl"
      >
        {shown ? (
          <img
            src={shown}
            alt={t('upload.thumbnailAlt')}
            width={THUMBNAIL_PX}
            height={THUMBNAIL_PX}
            style={{ objectFit: 'cover', width: '100%', height: '100%' }}
            data-testid="upload-thumbnail"
          />
        ) : (
          <span aria-hidden="true">＋</span>
        )}
      </Box>
      <Box flex="1" minW="0">
        <input
          ref={input}
          type="file"
          accept={Object.keys(UPLOAD_CONTENT_TYPES).join(',')}
          aria-label={label}
          hidden
          disabled={disabled || busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || busy}
          loading={busy}
          loadingText={busy ? t('upload.uploading', { percent: state.percent }) : undefined}
          onClick={() => input.current?.click()}
        >
          {shown ? t('upload.replace') : t('upload.choose')}
        </Button>
        {busy ? (
          <Box
            mt="2"
            h="1.5"
            bg="gray.100"
            borderRadius="full"
            overflow="hidden"
            role="progressbar"
            aria-valuenow={state.percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={label}
          >
            <Box h="full" w={`${state.percent}%`} bg="blue.500" transition="width 0.2s" />
          </Box>
        ) : null}
        <Text
          fontSize="xs"
          mt="1.5"
          color={state.phase === 'failed' ? 'red.600' : 'fg.muted'}
          data-testid="upload-status"
        >
          {state.phase === 'failed'
            ? t('upload.failed', { reason: state.reason })
            : state.phase === 'idle'
              ? t('upload.hint', { size: formatSize(limit) })
              : `${state.name} · ${formatSize(state.size)}`}
        </Text>
      </Box>
    </Box>
  );
}
