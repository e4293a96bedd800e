import type { MutationKey, QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from '../http/api-error';
import type { MessageKey } from '../i18n/zh-cn';
import { queuedWriteSaved } from '../query/query-persister';

/*
 * HOW A MUTATION BECOMES OFFLINE-SAFE (issue #5, docs/conventions.md "Nothing is lost"):
 *
 *   // features/<area>/<page>/api/save-thing.ts
 *   export const saveThing = defineOfflineMutation({
 *     key: ['<area>', 'thing', 'save'],
 *     label: 'thing.saveLabel',             // catalogue key, shown in the header's list
 *     send: (body: ThingInput) => post<Thing>('/scrm/v1/<area>/thing', body),
 *     invalidates: [thingQueryOptions.queryKey],
 *     optimistic: (client, body) => client.setQueryData(thingQueryOptions.queryKey, body),
 *   });
 *   // in src/app/app.tsx: add saveThing to OFFLINE_MUTATIONS (registered before restore)
 *   // in the component: useMutation({ mutationKey: saveThing.key })
 *
 * Offline, such a save is paused instead of failing, persisted with the query cache, counted
 * in the header (待同步), sent when the connection returns, and can be discarded. Its
 * variables must be plain JSON. Only writes whose replay is harmless (a save of a whole
 * setting, not "add one more") should be made offline-safe.
 */
export interface OfflineMutationDefinition<TVariables, TData = unknown> {
  key: MutationKey;
  /** Catalogue key naming what was saved (保存常用功能), shown in the pending list. */
  label: MessageKey;
  send: (variables: TVariables) => Promise<TData>;
  /** Queries refreshed once the write reached the server. */
  invalidates?: readonly QueryKey[];
  /** Applied when the write is made (also offline), so the page shows it at once. */
  optimistic?: (client: QueryClient, variables: TVariables) => void;
}

export interface OfflineMutationMeta extends Record<string, unknown> {
  offline: true;
  label: MessageKey;
  /** Kept with the write so a discard can refresh what it changed optimistically. */
  invalidates: readonly QueryKey[];
}

/** A failure of the connection, not an answer of the server: worth sending again. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

// issue #24: a gateway or an overloaded server (503 with Retry-After) did not take the write.
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** Worth sending again: the connection failed or the server was unavailable. */
export function isRetryableWriteFailure(error: unknown): boolean {
  return (
    isNetworkFailure(error) ||
    (error instanceof ApiError && error.kind === 'http' && UNAVAILABLE_STATUSES.has(error.status))
  );
}

export function defineOfflineMutation<TVariables, TData = unknown>(
  definition: OfflineMutationDefinition<TVariables, TData>,
): OfflineMutationDefinition<TVariables, TData> {
  return definition;
}

/**
 * Registers the defaults of each offline-safe mutation. Must run before the persisted cache is
 * restored: a restored mutation takes its mutationFn from these defaults, and resuming one
 * without it would fail and lose the write.
 */
export function registerOfflineMutations(
  client: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of differently typed writes
  definitions: ReadonlyArray<OfflineMutationDefinition<any, any>>,
): void {
  for (const definition of definitions) {
    const meta: OfflineMutationMeta = {
      offline: true,
      label: definition.label,
      invalidates: definition.invalidates ?? [],
    };
    client.setMutationDefaults(definition.key, {
      mutationFn: definition.send,
      networkMode: 'online',
      // A flaky line can fail a request while the browser still says it is online: such a write
      // is tried again (and waits, paused and persisted, while offline) instead of being lost.
      retry: (_failures: number, error: unknown) => isRetryableWriteFailure(error),
      retryDelay: (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt),
      // Writes of one kind reach the server in the order they were made.
      scope: { id: JSON.stringify(definition.key) },
      meta,
      // The write (with its optimistic change) is on disk before its first attempt (issue #24).
      onMutate: async (variables: unknown) => {
        definition.optimistic?.(client, variables);
        await queuedWriteSaved();
      },
      onSuccess: async () => {
        await Promise.all(
          (definition.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey })),
        );
      },
    });
  }
}
