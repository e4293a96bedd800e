import { lazyIsland, loadChakra } from '../../../ui/theme/chakra-island';

// docs/architecture.md "Styling" point 5 (issue #39): /welcome's drawer, its 屏蔽词 dialog and
// the 欢迎语日志 tab (filters with date pickers, stat cards, badges) are Chakra islands loaded
// on first use, so the page's chunk imports no Chakra. A pointer on or focus in a trigger
// (the buttons, a row's 编辑, the log's tab) starts loading its island and Chakra.
const loadDrawer = () => import('./welcome-form-drawer');
const loadBlockWords = () => import('./block-words-dialog');
const loadLog = () => import('./welcome-log');

export const WelcomeFormDrawer = lazyIsland(() => loadDrawer().then((m) => m.WelcomeFormDrawer));
export const BlockWordsDialog = lazyIsland(() => loadBlockWords().then((m) => m.BlockWordsDialog));
export const WelcomeLog = lazyIsland(() => loadLog().then((m) => m.WelcomeLog));

const preload = (load: () => Promise<unknown>) => () =>
  void Promise.all([load(), loadChakra()]).catch(() => undefined);

/** A trigger's pointerenter and focus: start loading the island it opens (errors: on open). */
const intentOf = (load: () => Promise<unknown>) => {
  const start = preload(load);
  return { onPointerEnter: start, onFocus: start };
};

export const intent = {
  drawer: intentOf(loadDrawer),
  blockWords: intentOf(loadBlockWords),
  log: preload(loadLog),
};
