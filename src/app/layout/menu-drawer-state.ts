import { useSyncExternalStore } from 'react';

// issue #23: whether the phone/tablet menu drawer is open lives outside the shell's components,
// so a drawer opened while the shell is still settling after the first load (the first render
// is a transition; providers and the layout may render again, or mount only now) stays open
// until the person closes it or picks an entry. A tap on the static frame's menu button
// (index.html) before React has taken over counts too: the drawer opens with the shell.
let open = false;
const listeners = new Set<() => void>();

export function setMenuDrawerOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const notify of listeners) notify();
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

const isOpen = () => open;

export function useMenuDrawerOpen(): boolean {
  return useSyncExternalStore(subscribe, isOpen, isOpen);
}
