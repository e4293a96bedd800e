import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { MAX_PINNED_PAGES } from '../../../contract/preferences';
import { routeTitle } from '../../lib/i18n/route-title';
import { t } from '../../lib/i18n/translate';
import { notifySuccess } from '../../lib/notify/notifier';
import { isOnline } from '../../lib/offline/online-state';
import { DraftRestoreBanner } from '../../ui/drafts/draft-restore-banner';
import { useDraft } from '../../ui/drafts/use-draft';
import { useOfflineMutation } from '../../ui/offline/use-offline-mutation';
import { pinnablePages, visiblePins } from './pinnable-pages';
import { savePreferences } from './save-preferences';

export interface PinnedPagesFormProps {
  saved: readonly string[];
  granted: ReadonlySet<string>;
  onDone: () => void;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((path, index) => path === b[index]);

// The editor key of useDraft: one draft per tenant and user (the store adds both).
export const PINNED_PAGES_DRAFT = 'platform.pinned-pages';

/**
 * The pinned-pages editor (issue #5): keeps its unsaved choice as a draft and saves through
 * the offline-safe write, so a save made offline is queued rather than lost.
 */
export function PinnedPagesForm({ saved, granted, onDone }: PinnedPagesFormProps) {
  const [pinned, setPinned] = useState<string[]>(() => [...saved]);
  const [search, setSearch] = useState('');
  const dirty = !sameList(pinned, saved);
  const draft = useDraft(PINNED_PAGES_DRAFT, { pinned }, { dirty });
  const save = useOfflineMutation(savePreferences);
  const pages = useMemo(() => pinnablePages(granted), [granted]);
  const chosen = visiblePins(pinned, granted);
  const needle = search.trim().toLowerCase();
  const matches = pages.filter(
    (page) =>
      !needle || routeTitle(page).toLowerCase().includes(needle) || page.path.includes(needle),
  );

  const toggle = (path: string) =>
    setPinned((current) =>
      current.includes(path)
        ? current.filter((item) => item !== path)
        : current.length < MAX_PINNED_PAGES
          ? [...current, path]
          : current,
    );

  const submit = () => {
    const variables = { pinned_paths: chosen.map((page) => page.path) };
    if (!isOnline()) {
      // Queued (header 待同步): the write now holds the choice, the draft is not needed.
      save.mutate(variables);
      void draft.clear();
      notifySuccess(t('pwa.pinnedQueued'));
      onDone();
      return;
    }
    save.mutate(variables, {
      onSuccess: () => {
        void draft.clear();
        notifySuccess(t('pwa.pinnedSaved'));
        onDone();
      },
    });
  };

  return (
    <Box data-testid="pinned-pages-form">
      <DraftRestoreBanner draft={draft} onRestore={(value) => setPinned(value.pinned)} />
      <Box color="gray.600" fontSize="sm" mb="3">
        {t('pwa.pinnedHint', { max: MAX_PINNED_PAGES })}
      </Box>
      <Box fontSize="sm" fontWeight="semibold" mb="2" data-testid="pinned-count">
        {t('pwa.pinnedChosen', { count: chosen.length, max: MAX_PINNED_PAGES })}
      </Box>
      <Box display="flex" flexWrap="wrap" gap="2" mb="3" minH="8">
        {chosen.length === 0 ? (
          <Box color="gray.500" fontSize="sm">
            {t('pwa.pinnedNone')}
          </Box>
        ) : (
          chosen.map((page) => (
            <Button
              key={page.path}
              size="xs"
              colorPalette="blue"
              variant="subtle"
              aria-label={t('pwa.pinnedRemove', { title: routeTitle(page) })}
              onClick={() => toggle(page.path)}
            >
              {routeTitle(page)} ×
            </Button>
          ))
        )}
      </Box>
      <Input
        size="sm"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('pwa.pinnedSearch')}
        aria-label={t('pwa.pinnedSearch')}
        mb="3"
      />
      <Box
        display="flex"
        flexWrap="wrap"
        gap="2"
        maxH="56"
        overflowY="auto"
        data-testid="pinnable-pages"
      >
        {matches.map((page) => {
          const on = pinned.includes(page.path);
          return (
            <Button
              key={page.path}
              size="xs"
              variant={on ? 'solid' : 'outline'}
              colorPalette={on ? 'blue' : 'gray'}
              aria-pressed={on}
              disabled={!on && pinned.length >= MAX_PINNED_PAGES}
              onClick={() => toggle(page.path)}
            >
              {routeTitle(page)}
            </Button>
          );
        })}
      </Box>
      <Box display="flex" justifyContent="flex-end" gap="2" mt="5" pb="2">
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('pwa.cancel')}
        </Button>
        <Button
          size="sm"
          colorPalette="blue"
          disabled={!dirty}
          loading={save.isPending}
          onClick={submit}
        >
          {t('pwa.save')}
        </Button>
      </Box>
    </Box>
  );
}
