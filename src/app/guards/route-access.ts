import { canOpenRoute } from '../../data/menu/menu-access';
import { findRoute, type RouteEntry } from '../../routes';

// spec §2 guards: an unknown path is a 404 (no layout); a known page opens only when the
// access rule allows it, else the 无权限 page.
export type RouteAccess =
  | { readonly kind: 'not-found' }
  | { readonly kind: 'denied'; readonly route: RouteEntry }
  | { readonly kind: 'open'; readonly route: RouteEntry };

export function resolveRouteAccess(pathname: string, granted: ReadonlySet<string>): RouteAccess {
  const route = findRoute(pathname);
  if (!route) return { kind: 'not-found' };
  return canOpenRoute(route, granted) ? { kind: 'open', route } : { kind: 'denied', route };
}
