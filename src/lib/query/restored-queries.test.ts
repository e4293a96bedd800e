import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshRestoredQueries } from './restored-queries';

describe('the persisted cache read back (issue #39)', () => {
  it('marks stale only what it restored, not what this page load has already fetched', async () => {
    const client = new QueryClient();
    const loadedAt = Date.now();
    client.setQueryData(['restored'], 'from the stored copy', { updatedAt: loadedAt - 60_000 });
    client.setQueryData(['fetched'], 'answered during this load', { updatedAt: loadedAt + 50 });
    await refreshRestoredQueries(client, loadedAt);
    expect(client.getQueryState(['restored'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['fetched'])?.isInvalidated).toBe(false);
  });
});
