import type { MenuArea } from '../../../contract/menu-codes';
import { findRoute, type RouteEntry } from '../../routes';

// issue #13: breadcrumbs (area › page › child) read from the route table.
export type BreadcrumbItem =
  { kind: 'area'; area: MenuArea } | { kind: 'page'; route: RouteEntry; current: boolean };

export function breadcrumbTrail(pathname: string): BreadcrumbItem[] {
  const route = findRoute(pathname);
  if (!route) return [];
  const parent = route.parentPath ? findRoute(route.parentPath) : undefined;
  const items: BreadcrumbItem[] = [];
  if (route.area !== 'home') items.push({ kind: 'area', area: route.area });
  if (parent) items.push({ kind: 'page', route: parent, current: false });
  items.push({ kind: 'page', route, current: true });
  return items;
}
