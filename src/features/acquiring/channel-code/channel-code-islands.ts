import { lazyIsland, loadChakra } from '../../../ui/theme/chakra-island';

// docs/architecture.md "Styling" point 5 (issue #39): /channel-code's dialogs are Chakra islands
// loaded on first use, so the page's chunk imports no Chakra (Dialog, the forms and the large
// QR code inside them). A pointer on or focus in a trigger starts loading its island and
// Chakra, so the press seldom waits for them.
const loadDialogs = () => import('./channel-code-dialogs');
const loadQrLink = loadDialogs;
const loadConfirm = loadDialogs;
const loadMove = loadDialogs;
const loadGroupName = loadDialogs;

export const QrLinkDialog = lazyIsland(() => loadQrLink().then((m) => m.QrLinkDialog));
export const ConfirmDialog = lazyIsland(() => loadConfirm().then((m) => m.ConfirmDialog));
export const MoveDialog = lazyIsland(() => loadMove().then((m) => m.MoveDialog));
export const GroupNameDialog = lazyIsland(() => loadGroupName().then((m) => m.GroupNameDialog));

/** Starts loading islands and Chakra (a failure shows when the island is rendered). */
const start = (...loads: (() => Promise<unknown>)[]) =>
  Promise.all([loadChakra(), ...loads.map((load) => load())]).catch(() => undefined);

/** A trigger's pointerenter and focus: start loading the island it opens. */
const intentOf = (...loads: (() => Promise<unknown>)[]) => {
  const begin = () => void start(...loads);
  return { onPointerEnter: begin, onFocus: begin };
};

export const intent = {
  move: intentOf(loadMove),
  groupName: intentOf(loadGroupName),
  /** A row's QR thumbnail opens the QR dialog. */
  qr: () => void start(loadQrLink),
  /** A row's ··· menu: 下载 opens the QR dialog, 删除 the confirm step. */
  rowMenu: () => start(loadQrLink, loadConfirm),
  /** A group's ··· menu: 重命名 and 删除. */
  groupMenu: () => start(loadGroupName, loadConfirm),
};
