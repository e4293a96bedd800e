import { useRef } from 'react';
import type { PointerEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { FissionFormInput } from '../../../../contract/acquiring/fission-add-fans-form';
import { t } from '../../../lib/i18n/translate';
import { FormField } from '../../../ui/form-drawer/form-field';
import { Toggle } from '../../../ui/form-drawer/toggle';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { ImageUpload } from '../../../ui/upload/image-upload';

export type PosterDraft = FissionFormInput['poster'];
type Layout = { qr_x: number; qr_y: number; qr_size: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The poster as the customer sees it (750×1334 design): their avatar, nickname and own QR. */
export function PosterPreview(props: {
  poster: PosterDraft;
  onMove?: (x: number, y: number) => void;
}) {
  const { poster } = props;
  const frame = useRef<HTMLDivElement>(null);
  const layout: Layout = {
    qr_x: poster.qr_x ?? 35,
    qr_y: poster.qr_y ?? 66,
    qr_size: poster.qr_size ?? 30,
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!props.onMove || event.buttons !== 1 || !frame.current) return;
    const box = frame.current.getBoundingClientRect();
    const half = layout.qr_size / 2;
    const x = ((event.clientX - box.left) / box.width) * 100 - half;
    const y = ((event.clientY - box.top) / box.height) * 100 - (half * box.width) / box.height;
    props.onMove(Math.round(clamp(x, 0, 85)), Math.round(clamp(y, 0, 85)));
  };
  return (
    <Box
      ref={frame}
      position="relative"
      width="220px"
      flexShrink={0}
      aspectRatio="750 / 1334"
      borderRadius="lg"
      overflow="hidden"
      boxShadow="md"
      bgImage={poster.background ? `url("${poster.background}")` : undefined}
      bgSize="cover"
      bgPos="center"
      style={
        poster.background ? undefined : { background: 'linear-gradient(160deg,#ff7a45,#f5222d)' }
      }
      onPointerMove={move}
      data-testid="fission-poster-preview"
    >
      <Box position="absolute" top="4%" left="6%" display="flex" alignItems="center" gap="2">
        {poster.avatar_show !== false ? (
          <Box boxSize="28px" borderRadius="full" bg="white" opacity={0.9} />
        ) : null}
        {poster.nickname_show !== false ? (
          <Text fontSize="xs" color="white" fontWeight="medium">
            {t('fission.poster.sampleName')}
          </Text>
        ) : null}
      </Box>
      <Text
        position="absolute"
        top="16%"
        left="6%"
        right="6%"
        color="white"
        fontWeight="bold"
        fontSize="md"
        textAlign="center"
        lineHeight="short"
      >
        {poster.title || t('fission.poster.titlePlaceholder')}
      </Text>
      <Box
        position="absolute"
        left={`${layout.qr_x}%`}
        top={`${layout.qr_y}%`}
        width={`${layout.qr_size}%`}
        aspectRatio="1"
        bg="white"
        borderRadius="sm"
        display="flex"
        alignItems="center"
        justifyContent="center"
        cursor={props.onMove ? 'move' : 'default'}
        fontSize="2xs"
        color="gray.700"
        textAlign="center"
        style={{ touchAction: 'none' }}
        onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
        onPointerMove={move}
      >
        {t('fission.poster.qr')}
      </Box>
    </Box>
  );
}

/** issue #16 the poster's visual editor: background, title, where the QR goes, avatar/nickname. */
export function FissionPosterEditor(props: {
  value: PosterDraft;
  onChange: (poster: PosterDraft) => void;
  errors: FieldErrors;
}) {
  const { value, errors } = props;
  const set = (patch: Partial<PosterDraft>) => props.onChange({ ...value, ...patch });
  const slider = (key: keyof Layout, label: string, min: number, max: number, fallback: number) => (
    <FormField label={`${label}：${value[key] ?? fallback}%`} error={errors[`poster.${key}`]}>
      <input
        type="range"
        aria-label={label}
        min={min}
        max={max}
        value={value[key] ?? fallback}
        onChange={(event) => set({ [key]: Number(event.currentTarget.value) })}
        style={{ width: '100%' }}
      />
    </FormField>
  );
  return (
    <Box display="flex" gap="5" flexWrap="wrap" alignItems="flex-start">
      <Box>
        <PosterPreview poster={value} onMove={(qr_x, qr_y) => set({ qr_x, qr_y })} />
        <Text fontSize="xs" color="fg.muted" mt="2" maxW="220px">
          {t('fission.poster.dragHint')}
        </Text>
      </Box>
      <Box flex="1" minW="14rem" display="flex" flexDirection="column" gap="3">
        <FormField
          label={t('fission.poster.title')}
          required
          error={errors['poster.title']}
          htmlFor="fission-poster-title"
        >
          <Input
            id="fission-poster-title"
            size="sm"
            maxLength={30}
            value={value.title}
            onChange={(event) => set({ title: event.currentTarget.value })}
          />
        </FormField>
        <FormField label={t('fission.poster.background')} error={errors['poster.background']}>
          <ImageUpload
            value={value.background || undefined}
            label={t('fission.poster.background')}
            onUploaded={(file) => set({ background: file.url })}
            testId="fission-poster-upload"
          />
        </FormField>
        {slider('qr_x', t('fission.poster.qrX'), 0, 85, 35)}
        {slider('qr_y', t('fission.poster.qrY'), 0, 85, 66)}
        {slider('qr_size', t('fission.poster.qrSize'), 15, 60, 30)}
        <Toggle
          checked={value.avatar_show !== false}
          onChange={(avatar_show) => set({ avatar_show })}
          label={t('fission.poster.avatar')}
        />
        <Toggle
          checked={value.nickname_show !== false}
          onChange={(nickname_show) => set({ nickname_show })}
          label={t('fission.poster.nickname')}
        />
      </Box>
    </Box>
  );
}
