import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuCodeForPath } from '../../../contract/menu-codes';
import { get } from '../../lib/http/client';

// docs/conventions.md "the menu is convenience, the server is the guard": settings pages disable what
// the operator's role cannot change. Same key and answer as the shell's menu query (a feature
// cannot import another), so the cache is shared.
interface MenuAnswer {
  allMenu: { code: string }[];
  accessibleMenu: { code: string }[];
  /** issue #41: changing settings is an action right of its own. */
  actions?: string[];
}

const menuCodesQueryOptions = queryOptions({
  queryKey: ['platform', 'menu'],
  queryFn: () => get<MenuAnswer>('/scrm/v1/platform/menu'),
  staleTime: 5 * 60_000,
});

/** May the operator change what the page at `path` configures (page code + 设置 right, #41)? */
export function useCanEdit(path: string): boolean {
  const menu = useQuery(menuCodesQueryOptions);
  const code = menuCodeForPath(path);
  if (!menu.data || !code) return false;
  const all = new Set(menu.data.allMenu.map((item) => item.code));
  return (
    all.has(code) &&
    menu.data.accessibleMenu.some((item) => item.code === code) &&
    (menu.data.actions?.includes('settings') ?? false)
  );
}
