import { useMemo } from 'react';
import { grantedCodes } from '../menu/menu-access';
import { useMenuLists } from '../menu/menu-query';

/** The operator's menu codes (the shell has loaded the menu before any header part shows). */
export function useGrantedCodes(): ReadonlySet<string> {
  const menu = useMenuLists();
  return useMemo(() => (menu.data ? grantedCodes(menu.data) : new Set<string>()), [menu.data]);
}
