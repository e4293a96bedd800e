import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../lib/http/client';

// docs/conventions.md: GET /scrm/v1/platform/menu answers the three app-state lists of spec §3.
export interface MenuItem {
  code: string;
  path: string;
  title: string;
  area: string;
}

export interface MenuLists {
  allMenu: MenuItem[];
  accessibleMenu: MenuItem[];
  visibleAppList: MenuItem[];
  /** issue #41: the user's action rights (src/data/menu/use-can.ts). */
  actions?: string[];
  /** issue #41: the user's widest data scope (self | department | all). */
  scope?: string;
}

/** The menu's URL: a 403 on it means the member itself is refused (see app.tsx onForbidden). */
export const MENU_URL = '/scrm/v1/platform/menu';

export const menuQueryOptions = queryOptions({
  queryKey: ['platform', 'menu'],
  queryFn: () => get<MenuLists>(MENU_URL),
  staleTime: 5 * 60_000,
  // issue #5: the shell renders offline from the cached menu (menu codes, no customer data).
  // `shell`: a page reading it (its action rights, issue #41) is not judged by it offline
  // (src/ui/offline/page-query-client.ts).
  meta: { persist: true, shell: true },
});

export function useMenuLists() {
  return useQuery(menuQueryOptions);
}
