import { useState, type ReactNode } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { sc } from '../static-css/class-names';
import { DataUpdatedNote } from './data-updated-note';
import { OfflineState } from './offline-state';
import { createPageQueryClient } from './page-query-client';
import { useOfflineDataState } from './use-offline-data-state';

/**
 * Wraps every page (issue #5 "Offline"): offline, a page with cached data shows it with
 * 数据更新于 … (and says so when some part still needs the network); a page with none of its
 * data cached (never visited) shows the offline state, or says its data is personal and not
 * kept on the device (issue #37); a period or page never loaded after others that were keeps
 * the page (its own note says so in place). Only the page's own queries count
 * (the shell's banners and notices do not). The page stays
 * mounted underneath in the same place (its state survives going offline and back), so its
 * queries run as soon as the connection returns.
 */
export function OfflinePageGate({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [pageQueries] = useState(() => new Set<string>());
  const [pageClient] = useState(() => createPageQueryClient(client, pageQueries));
  const { online, waiting, updatedAt, personal } = useOfflineDataState(client, pageQueries);
  // issue #37: once the page has shown its cached data here, a period or page never loaded
  // keeps the page (it says so in place) instead of replacing it with "never opened".
  const [shown, setShown] = useState(false);
  if (updatedAt !== null && !shown) setShown(true);
  const blocked = !online && waiting && updatedAt === null && !shown;
  return (
    <>
      {blocked ? <OfflineState personal={personal === true} /> : null}
      {!online && updatedAt !== null ? (
        <DataUpdatedNote updatedAt={updatedAt} partial={waiting} />
      ) : null}
      <div className={sc(blocked ? 'st-hidden' : 'st-contents')}>
        <QueryClientProvider client={pageClient}>{children}</QueryClientProvider>
      </div>
    </>
  );
}
