import { lazy, Suspense, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { t } from '../../lib/i18n/translate';
import { usePendingWrites } from '../../ui/offline/use-pending-writes';
import { withLateRecipes } from '../../ui/theme/with-late-recipes';

// The list and its dialog load on first use: Chakra's dialog machine stays out of the
// initial JS (issue #5 budget ≤ 200 KB gzip).
const PendingWritesDialog = lazy(() =>
  withLateRecipes(import('./pending-writes-dialog')).then((module) => ({
    default: module.PendingWritesDialog,
  })),
);

/** issue #5: the header's count of saves made offline and not yet sent, with a list. */
export function PendingWrites() {
  const writes = usePendingWrites();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {writes.length > 0 ? (
        <Button
          size="xs"
          variant="subtle"
          colorPalette="orange"
          flexShrink={0}
          data-testid="pending-writes"
          data-count={writes.length}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          {t('pwa.pendingCount', { count: writes.length })}
        </Button>
      ) : null}
      {loaded ? (
        <Suspense fallback={null}>
          <PendingWritesDialog
            open={open && writes.length > 0}
            writes={writes}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
