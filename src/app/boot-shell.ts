// issue #23: index.html paints a static copy of the shell's frame (#boot-shell) before any
// script runs. It stays over the React root while React shows only the shell's placeholder
// (menu and profile not loaded yet) and leaves in the same task as the first commit that shows
// anything else (the real shell, a 404, the offline or error state), so there is no blank
// frame between the two and nothing shifts.
export const BOOT_PLACEHOLDER_ATTRIBUTE = 'data-boot-placeholder';

export function releaseBootShellOnFirstContent(container: HTMLElement): void {
  const bootShell = document.getElementById('boot-shell');
  if (!bootShell) return;
  const release = (): boolean => {
    if (container.childElementCount === 0) return false;
    if (container.querySelector(`[${BOOT_PLACEHOLDER_ATTRIBUTE}]`)) return false;
    bootShell.remove();
    return true;
  };
  // Mutation records are delivered in a microtask, before the browser paints the commit.
  const observer = new MutationObserver(() => {
    if (release()) observer.disconnect();
  });
  observer.observe(container, { childList: true, subtree: true });
}

/**
 * A tap on the static frame's menu button (phones and tablets) before React has taken over is
 * kept: the drawer opens as soon as the real shell is there, instead of the tap being lost.
 */
export function keepBootMenuTap(openMenu: () => void): void {
  const burger = document.querySelector('#boot-shell .bs-burger');
  burger?.addEventListener('click', openMenu, { once: true });
}
