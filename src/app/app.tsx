import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { MENU_URL, menuQueryOptions } from '../data/menu/menu-query';
import { savePreferences } from '../data/preferences/save-preferences';
import { profileQueryOptions } from '../data/profile/profile-query';
import { getRuntimeConfig } from '../lib/config/runtime-config';
import { registerOfflineMutations } from '../lib/offline/offline-mutation';
import { syncQueryOnlineState } from '../lib/offline/online-state';
import { currentStorageScope } from '../lib/pwa/storage-scope';
import { queryClient } from '../lib/query/query-client';
import { createPersistOptions } from '../lib/query/persist-options';
import { dropCachedQueriesKeepingWrites } from '../lib/query/query-persister';
import { refreshRestoredQueries } from '../lib/query/restored-queries';
import { onForbidden } from '../lib/http/forbidden-event';
import { whenNoticeWaits } from '../lib/notify/notifier';
import { onLoginRedirect } from '../lib/session/redirect-to-login';
import { currentBuildVersion } from '../lib/version/build-version';
import { OfflineState } from '../ui/offline/offline-state';
import { useOnlineStatus } from './layout/use-online-status';
import { AppRouter } from './router/create-app-router';
import { lazyIsland } from '../ui/theme/chakra-island';

// issue #5: every offline-safe write, registered before the persisted cache is restored (a
// restored write takes its mutationFn from here). Add yours to this list.
registerOfflineMutations(queryClient, [savePreferences]);
syncQueryOnlineState();
// issue #5: an expired or refused token clears the cache (memory and stored copy, awaited by
// the login redirect) before the page leaves; queued writes stay for the next sign-in.
onLoginRedirect(async () => {
  await queryClient.cancelQueries();
  queryClient.clear();
  await dropCachedQueriesKeepingWrites();
});

// issue #14: a 403 means the role changed; the menu (and so the route guard) follows it. The
// menu's own 403 (a disabled member) is not refetched again, so this cannot loop.
onForbidden((url) => {
  if (url.startsWith(MENU_URL)) return;
  void queryClient.invalidateQueries({ queryKey: menuQueryOptions.queryKey });
});

// The toaster's machinery loads with the first notice (issue #23: not on every start-up):
// notices raised before it mounts wait in the notifier (src/lib/notify) and show once it
// connects.
const AppToaster = lazyIsland(() =>
  import('../ui/toaster/app-toaster').then((module) => module.AppToaster),
);

function ToasterOnDemand() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenNoticeWaits(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

/**
 * Offline with nothing cached for this tenant and user (a first visit, a new build, another
 * account): the offline state instead of the shell's endless placeholder.
 */
function ShellOfflineGate({ children }: { children: ReactNode }) {
  const restoring = useIsRestoring();
  const online = useOnlineStatus();
  const client = useQueryClient();
  const cached =
    client.getQueryData(menuQueryOptions.queryKey) !== undefined &&
    client.getQueryData(profileQueryOptions.queryKey) !== undefined;
  if (!online && !restoring && !cached) return <OfflineState />;
  return <>{children}</>;
}

function QueryProvider({ children }: { children: ReactNode }) {
  // One persister per page load: the session (tenant, user) cannot change without a reload.
  const [persistOptions] = useState(() => {
    const scope = currentStorageScope();
    return scope ? createPersistOptions(scope, currentBuildVersion()) : null;
  });
  if (!persistOptions) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => {
        // Restored data shows at once but is refreshed from the server as pages mount (a role
        // changed since must not wait for staleTime); offline it stays as it is.
        void refreshRestoredQueries(queryClient, performance.timeOrigin);
        // Writes queued offline before the reload go out now (or when the network is back).
        void queryClient.resumePausedMutations();
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}

/**
 * Providers and the router; the shell itself lives in layout/ and tabs/. issue #39: no Chakra
 * provider here: the shell renders static markup and every part that renders Chakra is an
 * island with its own provider (src/ui/theme/chakra-island.tsx), loaded after the first paint.
 */
export function App() {
  return (
    <QueryProvider>
      <ShellOfflineGate>
        <AppRouter config={getRuntimeConfig()} />
      </ShellOfflineGate>
      <ToasterOnDemand />
    </QueryProvider>
  );
}
