// issue #38 "Smaller": a form's 编辑 tab stayed open after saving (the shell keeps every
// visited page as a tab, spec §2). A page that is done — a form after its save — leaves with
// this router state, and the shell closes the tab it left (src/app/tabs/use-kept-alive-tabs.ts).

/** Router state: close the tab being left. */
export const CLOSE_LEFT_TAB = { closeLeftTab: true } as const;

/** Whether a navigation's state asks to close the tab it left. */
export function closesLeftTab(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { closeLeftTab?: unknown }).closeLeftTab === true
  );
}

// issue #37 "forms start clean": a form page whose changes the person discarded (放弃) must
// not keep them in its kept-alive tab: opened again from the menu, a link or the tab bar, it
// showed the discarded values (the 1ca544f CI run: /channel-code/code-form's 所属分组). The
// form kit cannot choose the page's 返回 navigation, so it marks its tab, and the shell closes
// the marked tab as it is left (src/app/tabs/use-kept-alive-tabs.ts).
let discardedTab: string | null = null;

/** The form in tab `key` was discarded: close that tab when it is left. */
export function closeTabWhenLeft(key: string): void {
  discardedTab = key;
}

/** Whether the tab `key` being left was discarded (read in render: no side effect). */
export function wasDiscarded(key: string | null): boolean {
  return key !== null && discardedTab === key;
}

/** After the navigation that read the mark: it applies to one leave only. */
export function forgetDiscardedTab(): void {
  discardedTab = null;
}
