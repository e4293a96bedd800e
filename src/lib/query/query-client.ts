import { QueryClient } from '@tanstack/react-query';
import { shouldRetryRequest } from '../http/api-error';
import { CACHE_MAX_AGE_MS } from './cache-policy';

/*
 * excalidraw habit: one query client for the whole console, wrapped here so that its
 * defaults and the persister (./query-persister.ts, docs/conventions.md) change in one place.
 *
 * HOW A FEATURE MARKS A QUERY FOR THE OFFLINE CACHE (issue #5, docs/conventions.md "Personal data is
 * not persisted in the browser"):
 *
 *   export const tagListQueryOptions = queryOptions({
 *     queryKey: ['customers', 'tags'],
 *     queryFn: () => get<TagList>('/scrm/v1/...'),
 *     meta: { persist: true }, // statistics or a configuration list: kept offline 7 days
 *   });
 *
 * Only queries with `meta: { persist: true }` are written to IndexedDB (per tenant and user,
 * dropped on a new build version, sign-out, tenant switch or a new session). Mark statistics
 * and configuration lists (codes, tags, forms, materials, tasks, the menu). NEVER mark a query
 * whose answer holds customer names, phones or chat content: those stay in memory only.
 * A marked query shows offline with its "数据更新于 …" note (src/ui/offline/).
 *
 * HOW A MUTATION BECOMES OFFLINE-SAFE: see src/lib/offline/offline-mutation.ts
 * (`defineOfflineMutation`): a mutation key with a default mutationFn registered before the
 * cache is restored. Any other mutation fails at once when offline (networkMode 'always'), so
 * the form keeps its values (and its draft) and the operator sees 网络异常.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A failure the client already showed the operator is not retried: a retry a second
      // later would show the same toast again (spec §8 toasts, issue #3).
      retry: shouldRetryRequest,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      // docs/stack.md "Persisted queries": gcTime ≥ maxAge, or a restored query is collected
      // after 5 minutes unused and the next save drops it from the offline cache.
      gcTime: CACHE_MAX_AGE_MS,
    },
    mutations: {
      networkMode: 'always',
    },
  },
});
