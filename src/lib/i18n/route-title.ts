import { ROUTE_TITLES_EN } from './route-titles-en';
import { getLocale } from './translate';

// spec §1: Chinese titles (from the route table) by default; English when chosen.
export function routeTitle(route: { path: string; title: string }): string {
  if (getLocale() !== 'en') return route.title;
  const segment = route.path.slice(route.path.lastIndexOf('/') + 1);
  return ROUTE_TITLES_EN[route.path] ?? ROUTE_TITLES_EN[segment] ?? route.title;
}
