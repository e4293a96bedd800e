import { useEffect, useState, type ComponentType } from 'react';
import { t } from '../../lib/i18n/translate';
import type { PageLoader } from '../../routes';
import { sc } from '../../ui/static-css/class-names';
import { StatusPage } from '../../ui/status-page';
import { withChakra } from '../../ui/theme/chakra-island';
import { loadWithTimeout } from './load-with-timeout';

// spec §2: pages load on demand; §8: a failed or stalled chunk shows an error with a retry.
const loadedPages = new Map<PageLoader, ComponentType>();

type LoadState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Page: ComponentType };

function initialState(loader: PageLoader): LoadState {
  const Page = loadedPages.get(loader);
  return Page ? { status: 'ready', Page } : { status: 'loading' };
}

/**
 * A route's page, loaded on demand inside Chakra's provider (withChakra); `chakraFree`: the build
 * found the page chakra-free, so Chakra does not load with it (issue #39).
 */
export function LazyPage({ loader, chakraFree }: { loader: PageLoader; chakraFree: boolean }) {
  const [state, setState] = useState<LoadState>(() => initialState(loader));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    // A tab hidden (<Activity>) while its chunk loaded lost that answer with its effect: it
    // takes the loaded page when it shows again (issue #5: while the service worker precaches,
    // first loads are slower and this race is easy to hit).
    const loaded = loadedPages.get(loader);
    const loading = loaded
      ? Promise.resolve(loaded)
      : loadWithTimeout(() => withChakra(loader(), { chakraFree })).then((Page) => {
          loadedPages.set(loader, Page);
          return Page;
        });
    loading.then(
      (Page) => {
        if (current)
          setState((previous) =>
            previous.status === 'ready' ? previous : { status: 'ready', Page },
          );
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, chakraFree, attempt]);

  if (state.status === 'ready') return <state.Page />;
  if (state.status === 'loading') return <div data-testid="page-loading" aria-busy="true" />;
  return (
    <StatusPage
      testId="chunk-error-page"
      title={t('chunk.title')}
      description={t('chunk.description')}
      actions={
        <button
          type="button"
          className={sc('bt-md-solid', 'sc-palette-blue')}
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          {t('chunk.retry')}
        </button>
      }
    />
  );
}
