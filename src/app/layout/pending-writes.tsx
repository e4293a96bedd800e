import { Suspense, useState } from 'react';
import { t } from '../../lib/i18n/translate';
import { usePendingWrites } from '../../ui/offline/use-pending-writes';
import { sc } from '../../ui/static-css/class-names';
import { lazyIsland } from '../../ui/theme/chakra-island';

// The list and its dialog load on first use: Chakra's dialog machine stays out of the
// initial JS (issue #5 budget ≤ 200 KB gzip).
const PendingWritesDialog = lazyIsland(() =>
  import('./pending-writes-dialog').then((module) => module.PendingWritesDialog),
);

/** issue #5: the header's count of saves made offline and not yet sent, with a list. */
export function PendingWrites() {
  const writes = usePendingWrites();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {writes.length > 0 ? (
        <button
          type="button"
          className={sc('bt-xs-subtle', 'sc-palette-orange')}
          data-testid="pending-writes"
          data-count={writes.length}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          {t('pwa.pendingCount', { count: writes.length })}
        </button>
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
