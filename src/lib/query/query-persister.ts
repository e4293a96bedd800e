import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, keys, set } from 'idb-keyval';
import { scopedKey, type StorageScope } from '../pwa/storage-scope';
import { CACHE_MAX_AGE_MS } from './cache-policy';

// docs/conventions.md: the persisted query cache in IndexedDB (idb-keyval), keyed by tenant and user,
// busted by the build version, bound to one session. Its own database, so clearing it never
// touches drafts.
const queryStore = createStore('scrm-query-cache', 'clients');
const CACHE_PREFIX = 'scrm-query';
// Short, so a write queued offline is on disk well before an operator can reload.
const THROTTLE_MS = 300;

/** What is stored: the client TanStack dehydrated, and the session that wrote it. */
export interface StoredClient {
  client: PersistedClient;
  sessionId: string;
}

export interface RestoreContext {
  buster: string;
  sessionId: string;
  now: number;
  maxAge?: number;
}

/**
 * What may be restored. Cached queries only from this session, this build and the last 7
 * days (sign-out, tenant switch and an expired token end a session, issue #5); queued writes
 * of this tenant and user always (docs/conventions.md "Nothing is lost"), re-stamped so TanStack's own
 * buster and age checks let them through.
 */
export function reconcileStoredClient(
  stored: StoredClient,
  context: RestoreContext,
): PersistedClient {
  const { client } = stored;
  const mutations = client.clientState.mutations.map(resumable);
  const fresh =
    client.buster === context.buster &&
    stored.sessionId === context.sessionId &&
    context.now - client.timestamp <= (context.maxAge ?? CACHE_MAX_AGE_MS);
  if (fresh) return { ...client, clientState: { ...client.clientState, mutations } };
  return {
    buster: context.buster,
    timestamp: context.now,
    clientState: { queries: [], mutations },
  };
}

type StoredMutation = PersistedClient['clientState']['mutations'][number];

/**
 * issue #24: a write stored while it was being sent or waiting to retry is restored as paused,
 * so the one resumePausedMutations() after the restore sends it once (TanStack resumes only
 * paused writes; nothing of the old page is still running it).
 */
export function resumable(mutation: StoredMutation): StoredMutation {
  if (mutation.state.status !== 'pending' || mutation.state.isPaused) return mutation;
  return { ...mutation, state: { ...mutation.state, isPaused: true } };
}

// issue #24: an offline-safe write waits (at most SAVE_WAIT_MS) for its snapshot to reach disk
// before its first attempt, so a reload at any moment after the click keeps it.
const SAVE_WAIT_MS = 1_000;
let persisters = 0;
let saveWaiters: Array<() => void> = [];

function settleSaveWaiters(): void {
  const waiting = saveWaiters;
  saveWaiters = [];
  for (const done of waiting) done();
}

/** Resolves once the next snapshot holding a new queued write is on disk (or soon anyway). */
export function queuedWriteSaved(): Promise<void> {
  if (persisters === 0 || writesClosed) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, SAVE_WAIT_MS);
    function done() {
      clearTimeout(timer);
      resolve();
    }
    saveWaiters.push(done);
  });
}

// After sign-out or a tenant switch nothing of the old session is written again by this page.
let writesClosed = false;

export function queryCacheKey(scope: Pick<StorageScope, 'tenantId' | 'userId'>): string {
  return scopedKey(CACHE_PREFIX, scope);
}

export function createQueryPersister(scope: StorageScope, buster: string): Persister {
  persisters += 1;
  const key = queryCacheKey(scope);
  // Each snapshot gets a generation; an older one never overwrites a newer one on disk (the
  // throttled save and the immediate one below can interleave).
  const generations = new WeakMap<PersistedClient, number>();
  let nextGeneration = 0;
  let writtenGeneration = -1;
  let serializing = -1;
  const write = async (generation: number, value: string) => {
    if (writesClosed || generation < writtenGeneration) return;
    writtenGeneration = generation;
    await set(key, value, queryStore);
  };
  const serialize = (client: PersistedClient) =>
    JSON.stringify({ client, sessionId: scope.sessionId });
  const throttled = createAsyncStoragePersister({
    key,
    throttleTime: THROTTLE_MS,
    storage: {
      getItem: (storageKey) => get<string>(storageKey, queryStore),
      setItem: (_storageKey, value) => write(serializing, value),
      removeItem: (storageKey) => del(storageKey, queryStore),
    },
    serialize: (client) => {
      serializing = generations.get(client) ?? -1;
      return serialize(client);
    },
    deserialize: (text) =>
      reconcileStoredClient(JSON.parse(text) as StoredClient, {
        buster,
        sessionId: scope.sessionId,
        now: Date.now(),
      }),
  });
  let queuedWrites = 0;
  let latest: { generation: number; client: PersistedClient } | null = null;
  let immediate: ReturnType<typeof setTimeout> | undefined;
  return {
    ...throttled,
    // A write queued (or sent) offline goes to disk at once, not after the throttle: the
    // operator may reload right after saving (issue #5 "nothing queued is lost by a reload").
    // A macrotask later, so the write's optimistic update is in the same snapshot.
    persistClient: async (client) => {
      const generation = nextGeneration++;
      generations.set(client, generation);
      latest = { generation, client };
      const count = client.clientState.mutations.length;
      if (count !== queuedWrites && immediate === undefined) {
        queuedWrites = count;
        immediate = setTimeout(() => {
          immediate = undefined;
          const saving = latest ? write(latest.generation, serialize(latest.client)) : undefined;
          void Promise.resolve(saving)
            .catch(() => undefined)
            .finally(settleSaveWaiters);
        }, 0);
      }
      return throttled.persistClient(client);
    },
  };
}

/**
 * Sign-out and tenant switch (issue #5): stop writing, then remove every stored copy. Awaited
 * by the caller before it leaves the page. IndexedDB runs the removal after any write this
 * page already started, so nothing is written back afterwards.
 */
export async function removePersistedQueries(): Promise<void> {
  writesClosed = true;
  settleSaveWaiters();
  await clear(queryStore);
}

/**
 * An expired session (issue #5): its cached queries leave the device at once, but writes it
 * queued offline stay for the next sign-in of the same tenant and user (docs/conventions.md "Nothing is
 * lost").
 */
export async function dropCachedQueriesKeepingWrites(): Promise<void> {
  writesClosed = true;
  settleSaveWaiters();
  const stored = await keys(queryStore);
  await Promise.all(stored.map((key) => keepOnlyWrites(key)));
}

/**
 * At start: the cached queries of other tenants or users are removed; their queued writes
 * (an expired session or a sign-out that kept them, issue #24) wait for that user's next
 * sign-in on this device, under their own key.
 */
export async function removeOtherScopes(scope: StorageScope): Promise<void> {
  const mine = queryCacheKey(scope);
  const stored = await keys(queryStore);
  await Promise.all(stored.filter((key) => key !== mine).map((key) => keepOnlyWrites(key)));
}

async function keepOnlyWrites(key: IDBValidKey): Promise<void> {
  const text = await get<string>(key, queryStore);
  const parsed = text ? (JSON.parse(text) as StoredClient) : undefined;
  const mutations = parsed?.client.clientState.mutations ?? [];
  if (!parsed || mutations.length === 0) {
    await del(key, queryStore);
    return;
  }
  if (parsed.client.clientState.queries.length === 0) return;
  const kept: StoredClient = {
    ...parsed,
    client: { ...parsed.client, clientState: { queries: [], mutations } },
  };
  await set(key, JSON.stringify(kept), queryStore);
}

/** Tests only. */
export function reopenWritesForTests(): void {
  writesClosed = false;
}
