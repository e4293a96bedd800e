import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { formatUpdatedAt } from '../offline/format-updated-at';
import { t } from '../../lib/i18n/translate';
import type { DraftControls } from './use-draft';

export interface DraftRestoreBannerProps<T> {
  draft: DraftControls<T>;
  /** Receives the draft's value: set the editor's state from it. */
  onRestore: (value: T) => void;
}

/** Offers a draft left by an earlier visit: 恢复 puts it back, 丢弃 forgets it (issue #5). */
export function DraftRestoreBanner<T>({ draft, onRestore }: DraftRestoreBannerProps<T>) {
  if (!draft.offer) return null;
  const savedAt = formatUpdatedAt(draft.offer.savedAt);
  return (
    <Box
      role="status"
      data-testid="draft-restore-banner"
      display="flex"
      alignItems="center"
      gap="3"
      flexWrap="wrap"
      px="3"
      py="2"
      mb="3"
      borderRadius="md"
      borderWidth="1px"
      borderColor="blue.200"
      bg="blue.50"
      color="blue.900"
      fontSize="sm"
    >
      <Box flex="1" minW="40">
        {t('pwa.draftFound', { time: savedAt })}
      </Box>
      <Button
        size="xs"
        colorPalette="blue"
        onClick={() => {
          const value = draft.restore();
          if (value !== undefined) onRestore(value);
        }}
      >
        {t('pwa.draftRestore')}
      </Button>
      <Button size="xs" variant="ghost" onClick={draft.dismiss}>
        {t('pwa.draftDiscard')}
      </Button>
    </Box>
  );
}
