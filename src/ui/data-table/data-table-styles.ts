import { buttonRecipe } from '@chakra-ui/react/theme';
import { defineStaticStyles } from '../static-css/define-static-styles';

// The data table's static classes (docs/architecture.md "Styling"). The table itself carries
// Chakra's table recipe as `dt-table` (table-styles.ts: thead/tr/th/td styled from one class,
// `.dt-table td`, one class and one element deeper than ours): where a class here overrides
// the recipe, its selector is doubled (`&&`) so it wins by specificity, not by order.
export const dataTableStyles = defineStaticStyles({
  'dt-toolbar': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    mb: '3',
    flexWrap: 'wrap',
    minH: '8',
  },
  'dt-toolbar-main': { flex: '1', display: 'flex', gap: '2', flexWrap: 'wrap' },
  // a toolbar's controls on the right (a statistics table's sort and export)
  'dt-tools-end': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    alignItems: 'center',
    justifyContent: 'flex-end',
    width: 'full',
  },
  'dt-tools-select': { width: { base: 'full', sm: '52' } },
  // wraps on a phone: at 390 px the selection count and four actions ran off the right edge
  'dt-batch': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    bg: 'blue.50',
    borderRadius: 'md',
    px: '3',
    py: '1',
  },
  'dt-batch-text': { fontSize: 'sm', color: 'blue.700', whiteSpace: 'nowrap' },
  'dt-frame': {
    position: 'relative',
    borderWidth: '1px',
    borderRadius: 'md',
    bg: 'white',
    overflow: 'hidden',
  },
  'dt-scroll': {
    display: 'block',
    whiteSpace: 'nowrap',
    WebkitOverflowScrolling: 'touch',
    overflow: 'auto',
    maxWidth: '100%',
  },
  'dt-head': { bg: 'gray.50' },
  'dt-th': { '&&': { color: 'fg.muted', fontWeight: 'medium', whiteSpace: 'nowrap' } },
  'dt-body': { transition: 'opacity 0.2s' },
  'dt-body-busy': { opacity: 0.55 },
  // White like before (the recipe's selected row, `tr[data-selected]`, is tinted): the
  // selection shows in the checkbox.
  'dt-row': { '&&, &&[data-selected]': { bg: 'white' }, _hover: { bg: 'gray.50' } },
  'dt-row-click': { cursor: 'pointer' },
  'dt-td': { '&&': { verticalAlign: 'middle' } },
  'dt-align-center': { '&&': { textAlign: 'center' } },
  'dt-align-end': { '&&': { textAlign: 'end' } },
  // issue #13: the selection column and the action column stay put while a wide table scrolls.
  // issue #38 item 1: a sticky cell is a stacking context (z-index 1), so a menu or popover
  // opened inside it was painted under the next rows' sticky cells, and a click on 删除 hit
  // the row below. The cell holding an open overlay (its trigger carries data-state="open")
  // rises above its neighbours, so every menu or popover in any table cell is on top.
  'dt-sticky-start': {
    position: 'sticky',
    insetStart: 0,
    zIndex: 1,
    '&&': { bg: 'inherit' },
    '&:has([data-state=open])': { zIndex: 2 },
  },
  'dt-sticky-end': {
    position: 'sticky',
    insetEnd: 0,
    zIndex: 1,
    '&&': { bg: 'inherit' },
    '&:has([data-state=open])': { zIndex: 2 },
    boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-200)',
  },
  'dt-sticky-head': { '&&': { bg: 'gray.50' } },
  // issue #13: one line cut with …; the column's width comes in `--dt-max` (style).
  'dt-ellipsis': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    maxW: 'var(--dt-max, var(--chakra-sizes-60))',
  },
  'dt-state': {
    py: '14',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '3',
    color: 'fg.muted',
  },
  'dt-state-text': { fontSize: 'sm' },
  'dt-busy': { position: 'absolute', top: '3', right: '3' },
  // The pager (spec §9): Chakra's Button recipe, xs, outline gray / solid blue, as classes.
  'pg-bar': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: '2',
    pt: '4',
    fontSize: 'sm',
  },
  'pg-total': { color: 'fg.muted', me: '2' },
  'pg-gap': { color: 'fg.subtle', px: '1' },
  'pg-jump': { display: 'flex', alignItems: 'center', gap: '1' },
  'pg-btn': {
    ...buttonRecipe.base,
    ...buttonRecipe.variants?.size.xs,
    ...buttonRecipe.variants?.variant.outline,
    colorPalette: 'gray',
  },
  'pg-btn-current': {
    ...buttonRecipe.variants?.variant.solid,
    colorPalette: 'blue',
  },
});
