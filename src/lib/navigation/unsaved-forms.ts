// issue #37 "forms start clean": the open forms that hold unsaved changes, consulted by the
// app shell before something drops them without their own close path: closing or refreshing
// a tab, a tab evicted by the keep-alive limit, a version reload, closing or reloading the
// browser tab (beforeunload). The form kit (FormDrawer, FormPage, AppDialog) registers every
// form it renders; a form reports dirty only while open and changed (docs/forms.md).

type DirtyCheck = () => boolean;

/** By the form's root element: a page kept alive while hidden keeps its entry. */
const forms = new Map<Element, { current: DirtyCheck }>();
let listening = false;

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (!hasUnsavedForm()) return;
  event.preventDefault();
  // Older browsers need returnValue set to show the prompt.
  event.returnValue = '';
}

/**
 * Registers a form's root and its dirty check; answers the unregister function, which keeps
 * the entry while the root is still in the document (React <Activity> hid the page: its
 * effects are cleaned up, the form and its changes live on) and drops it once removed.
 */
export function registerUnsavedForm(root: Element, check: { current: DirtyCheck }): () => void {
  forms.set(root, check);
  if (!listening && typeof window !== 'undefined') {
    window.addEventListener('beforeunload', onBeforeUnload);
    listening = true;
  }
  return () => {
    if (!root.isConnected && forms.get(root) === check) forms.delete(root);
  };
}

/** Is any open form inside `scope` (the whole document when absent) changed and unsaved? */
export function hasUnsavedForm(scope?: Element | null): boolean {
  for (const [root, check] of forms) {
    if (!root.isConnected) {
      forms.delete(root);
      continue;
    }
    if ((!scope || scope.contains(root)) && check.current()) return true;
  }
  return false;
}

/** The kept-alive tab's pane of a route key (src/app/tabs/kept-alive-outlet.tsx). */
export function tabPane(key: string): Element | null {
  if (typeof document === 'undefined') return null;
  for (const pane of document.querySelectorAll('[data-tab-pane]')) {
    if (pane.getAttribute('data-tab-pane') === key) return pane;
  }
  return null;
}

/** Does the tab of route `key` hold a form with unsaved changes? */
export function tabHasUnsavedForm(key: string): boolean {
  const pane = tabPane(key);
  return pane !== null && hasUnsavedForm(pane);
}
