import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import type { StorageScope } from '../pwa/storage-scope';
import { CACHE_MAX_AGE_MS, shouldPersistMutation, shouldPersistQuery } from './cache-policy';
import { createQueryPersister, removeOtherScopes } from './query-persister';

export type PersistOptions = PersistQueryClientProviderProps['persistOptions'];

/**
 * docs/stack.md "Persisted queries": the async persister over idb-keyval, keyed by
 * tenant and user, `buster` = build version, 7 days, only marked queries and queued writes.
 */
export function createPersistOptions(scope: StorageScope, buildVersion: string): PersistOptions {
  void removeOtherScopes(scope).catch(() => undefined);
  return {
    persister: createQueryPersister(scope, buildVersion),
    maxAge: CACHE_MAX_AGE_MS,
    buster: buildVersion,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: shouldPersistMutation,
    },
  };
}
