import { useSyncExternalStore } from 'react';

// issue #13 "Responsive shell": ≥ 1280 px the full sidebar; 768–1279 px an icon rail whose
// menu opens on demand; < 768 px the menu is a drawer opened from the header.
export type ShellMode = 'wide' | 'rail' | 'narrow';

const WIDE = '(min-width: 1280px)';
const RAIL = '(min-width: 768px)';

function canMatch(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

export function currentShellMode(): ShellMode {
  if (!canMatch()) return 'wide';
  if (window.matchMedia(WIDE).matches) return 'wide';
  return window.matchMedia(RAIL).matches ? 'rail' : 'narrow';
}

function subscribe(onChange: () => void): () => void {
  if (!canMatch()) return () => undefined;
  const queries = [window.matchMedia(WIDE), window.matchMedia(RAIL)];
  for (const query of queries) query.addEventListener?.('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener?.('change', onChange);
  };
}

export function useShellMode(): ShellMode {
  return useSyncExternalStore(subscribe, currentShellMode, () => 'wide');
}
