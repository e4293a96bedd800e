import { useEffect, useState } from 'react';
import type { LucideIcon } from 'lucide-react';

// issue #13: the icon set loads with the menu just after the first paint (not in the initial
// JS of /index); until then the menu draws an empty square of the same size, so nothing moves.

export interface MenuIcons {
  area: Readonly<Record<string, LucideIcon>>;
  entry: Readonly<Record<string, LucideIcon>>;
}

let loaded: MenuIcons | undefined;
let loading: Promise<MenuIcons> | undefined;

function loadIcons(): Promise<MenuIcons> {
  loading ??= import('./menu-icons').then((module) => {
    loaded = { area: module.AREA_ICONS, entry: module.ENTRY_ICONS };
    return loaded;
  });
  return loading;
}

export function useMenuIcons(): MenuIcons | undefined {
  const [icons, setIcons] = useState(loaded);
  useEffect(() => {
    if (icons) return;
    let current = true;
    loadIcons()
      .then((next) => {
        if (current) setIcons(next);
      })
      // Offline without the chunk: the menu works without icons.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [icons]);
  return icons;
}
