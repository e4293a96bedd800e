import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { keys, createStore, get, set } from 'idb-keyval';
import {
  createQueryPersister,
  dropCachedQueriesKeepingWrites,
  queryCacheKey,
  queuedWriteSaved,
  reconcileStoredClient,
  removeOtherScopes,
  removePersistedQueries,
  reopenWritesForTests,
  type StoredClient,
} from './query-persister';
import { CACHE_MAX_AGE_MS } from './cache-policy';

const now = Date.UTC(2026, 10, 21, 8);
const queuedWrite = {
  mutationKey: ['platform', 'preferences', 'save'],
  state: { isPaused: true, status: 'pending', variables: { pinned_paths: ['/index'] } },
};
const cachedQuery = { queryKey: ['platform', 'menu'], queryHash: '["platform","menu"]' };

function stored(overrides: Partial<PersistedClient> = {}, sessionId = 's1'): StoredClient {
  return {
    sessionId,
    client: {
      buster: 'v1',
      timestamp: now - 1000,
      clientState: { queries: [cachedQuery], mutations: [queuedWrite] },
      ...overrides,
    } as unknown as PersistedClient,
  };
}

const context = { buster: 'v1', sessionId: 's1', now };

describe('persisted query cache restore rules (issue #5)', () => {
  it('restores the cache of this session and this build as stored', () => {
    expect(reconcileStoredClient(stored(), context)).toEqual(stored().client);
  });

  it('drops cached queries of another build version (buster) but keeps queued writes', () => {
    const restored = reconcileStoredClient(stored({ buster: 'v0' }), context);
    expect(restored.clientState.queries).toEqual([]);
    expect(restored.clientState.mutations).toEqual([queuedWrite]);
    expect(restored.buster).toBe('v1');
  });

  it('drops cached queries of an ended session (expired token, new sign-in) but keeps queued writes', () => {
    const restored = reconcileStoredClient(stored({}, 'old-session'), context);
    expect(restored.clientState.queries).toEqual([]);
    expect(restored.clientState.mutations).toEqual([queuedWrite]);
  });

  it('issue #24: a write stored while being sent or waiting to retry is restored paused, so it is resumed once', () => {
    const sending = { ...queuedWrite, state: { ...queuedWrite.state, isPaused: false } };
    const restored = reconcileStoredClient(
      stored({ clientState: { queries: [], mutations: [sending] } } as never),
      context,
    );
    expect(restored.clientState.mutations[0]?.state).toMatchObject({
      status: 'pending',
      isPaused: true,
    });
  });

  it('drops cached queries older than 7 days (maxAge)', () => {
    const old = stored({ timestamp: now - CACHE_MAX_AGE_MS - 1 });
    expect(reconcileStoredClient(old, context).clientState.queries).toEqual([]);
    expect(reconcileStoredClient(old, context).timestamp).toBe(now);
  });
});

describe('query persister over IndexedDB', () => {
  const scope = { tenantId: 'demo', userId: '1', sessionId: 's1' };
  const store = createStore('scrm-query-cache', 'clients');

  beforeEach(async () => {
    reopenWritesForTests();
    await removePersistedQueries();
    reopenWritesForTests();
  });

  it('stores under a key naming tenant and user, and restores it', async () => {
    const persister = createQueryPersister(scope, 'v1');
    const client = new QueryClient();
    client.setQueryData(['x'], 1);
    await persister.persistClient({
      buster: 'v1',
      timestamp: Date.now(),
      clientState: dehydrate(client),
    });
    expect(await keys(store)).toEqual([queryCacheKey(scope)]);
    expect(queryCacheKey(scope)).toBe('scrm-query:demo:1');
    const restored = await persister.restoreClient();
    expect(restored?.clientState.queries).toHaveLength(1);
  });

  it('after sign-out or tenant switch nothing is stored and nothing is written again', async () => {
    const persister = createQueryPersister(scope, 'v1');
    const state = {
      buster: 'v1',
      timestamp: Date.now(),
      clientState: { queries: [], mutations: [] },
    };
    await persister.persistClient(state);
    await removePersistedQueries();
    await new Promise((resolve) => setTimeout(resolve, 350)); // past the throttle
    await persister.persistClient({ ...state, timestamp: Date.now() });
    expect(await keys(store)).toEqual([]);
  });

  it('removes the copies of other tenants and users at start', async () => {
    const other = createQueryPersister({ tenantId: 'second', userId: '1', sessionId: 'x' }, 'v1');
    const mine = createQueryPersister(scope, 'v1');
    const state = {
      buster: 'v1',
      timestamp: Date.now(),
      clientState: { queries: [], mutations: [] },
    };
    await other.persistClient(state);
    await mine.persistClient(state);
    await removeOtherScopes(scope);
    expect(await keys(store)).toEqual([queryCacheKey(scope)]);
  });

  it('an expired session drops its cached queries at once but keeps its queued writes', async () => {
    const withWrite = queryCacheKey(scope);
    const withoutWrite = queryCacheKey({ tenantId: 'second', userId: '1' });
    await set(withWrite, JSON.stringify(stored()), store);
    await set(
      withoutWrite,
      JSON.stringify(
        stored({ clientState: { queries: [], mutations: [] } } as Partial<PersistedClient>),
      ),
      store,
    );
    await dropCachedQueriesKeepingWrites();
    expect(await keys(store)).toEqual([withWrite]);
    const kept = JSON.parse((await get<string>(withWrite, store)) ?? '{}') as StoredClient;
    expect(kept.client.clientState.queries).toEqual([]);
    expect(kept.client.clientState.mutations).toEqual([queuedWrite]);
  });

  it("issue #24: another user's queued writes stay on this device for their next sign-in; their cached queries go", async () => {
    const other = queryCacheKey({ tenantId: 'second', userId: '7' });
    await set(other, JSON.stringify(stored()), store);
    await removeOtherScopes(scope);
    const kept = JSON.parse((await get<string>(other, store)) ?? '{}') as StoredClient;
    expect(kept.client.clientState.queries).toEqual([]);
    expect(kept.client.clientState.mutations).toEqual([queuedWrite]);
  });

  it('issue #24: a new queued write is on disk before queuedWriteSaved() resolves (before its first attempt)', async () => {
    const persister = createQueryPersister(scope, 'v1');
    const saved = queuedWriteSaved();
    await persister.persistClient({
      buster: 'v1',
      timestamp: Date.now(),
      clientState: { queries: [], mutations: [queuedWrite] } as never,
    });
    await saved;
    const onDisk = JSON.parse((await get<string>(queryCacheKey(scope), store)) ?? '{}');
    expect((onDisk as StoredClient).client.clientState.mutations).toEqual([queuedWrite]);
  });
});
