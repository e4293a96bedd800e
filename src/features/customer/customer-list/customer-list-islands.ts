import { lazyIsland, loadChakra } from '../../../ui/theme/chakra-island';

// docs/architecture.md "Styling" point 5 (issue #39): /customer-list's dialogs and drawers are
// Chakra islands loaded on first use, so the page's chunk imports no Chakra (Dialog, Drawer,
// Tabs, the forms inside them). A pointer on or focus in a trigger starts loading its island
// and Chakra, so the press seldom waits for them.
const loadBatchTag = () => import('./batch-tag-dialog');
const loadHandover = () => import('./handover-dialog');
const loadRecords = () => import('../shared/handover/handover-records-drawer');
const loadDetail = () => import('./customer-detail-drawer');

export const BatchTagDialog = lazyIsland(() => loadBatchTag().then((m) => m.BatchTagDialog));
export const HandoverDialog = lazyIsland(() => loadHandover().then((m) => m.HandoverDialog));
export const HandoverRecordsDrawer = lazyIsland(() =>
  loadRecords().then((m) => m.HandoverRecordsDrawer),
);
export const CustomerDetailDrawer = lazyIsland(() =>
  loadDetail().then((m) => m.CustomerDetailDrawer),
);

/** A trigger's pointerenter and focus: start loading the island it opens (errors: on open). */
const intentOf = (load: () => Promise<unknown>) => {
  const start = () => void Promise.all([load(), loadChakra()]).catch(() => undefined);
  return { onPointerEnter: start, onFocus: start };
};

export const intent = {
  batchTag: intentOf(loadBatchTag),
  handover: intentOf(loadHandover),
  records: intentOf(loadRecords),
  detail: intentOf(loadDetail),
};
