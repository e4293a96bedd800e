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
