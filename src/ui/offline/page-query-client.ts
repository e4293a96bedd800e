import type { QueryClient } from '@tanstack/react-query';

/**
 * The query client as a page sees it, noting every query the page asks for (by hash), so the
 * offline gate judges the page by its own queries, not the shell's banners or notices, nor a
 * shell read marked `meta.shell` that the page consults (the menu's action rights). Every
 * call goes to the one real client; mount/unmount stay with the app's provider.
 */
export function createPageQueryClient(client: QueryClient, seen: Set<string>): QueryClient {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'defaultQueryOptions') {
        return (options: Parameters<QueryClient['defaultQueryOptions']>[0]) => {
          const defaulted = target.defaultQueryOptions(options);
          // a shell read a page also uses (the menu's action rights) is not the page's data
          if (defaulted.queryHash && defaulted.meta?.shell !== true) seen.add(defaulted.queryHash);
          return defaulted;
        };
      }
      if (property === 'mount' || property === 'unmount') return () => undefined;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
