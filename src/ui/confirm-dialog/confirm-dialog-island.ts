import { lazyIsland, loadChakra } from '../theme/chakra-island';

// docs/architecture.md "Styling" point 5 (issue #39): a list page marked `chakraFreePage` opens
// its confirm step (Chakra's Dialog and Buttons) as an island: the page renders it from the
// first open on (`useOpenedOnce`), and a pointer on or focus in a trigger (a row's 删除 or 取消)
// starts loading it and Chakra, so the press seldom waits for them.
const loadConfirmDialog = () => import('./confirm-dialog');

export const ConfirmDialogIsland = lazyIsland(() =>
  loadConfirmDialog().then((module) => module.ConfirmDialog),
);

const preload = () => void Promise.all([loadConfirmDialog(), loadChakra()]).catch(() => undefined);

/** A trigger's pointerenter and focus: start loading the confirm step (errors: on open). */
export const confirmIntent = { onPointerEnter: preload, onFocus: preload };
