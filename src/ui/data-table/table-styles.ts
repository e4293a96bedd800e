import { tableSlotRecipe } from '@chakra-ui/react/theme';
import {
  defineStaticStyles,
  mergeStyles,
  type StyleLayer,
} from '../static-css/define-static-styles';

// docs/architecture.md "Styling" (issue #39): the data table's `<table>` with Chakra's Table
// look as one static class, as `Table.Root native size="sm"` (variant line) styled it: the
// recipe's slots merged as the recipe merges them (base, variant, size), the root's on the
// table and the others by the same descendant selectors Chakra's native mode writes
// (table.js: `& thead`, `& thead th`, `& tr`, `& td` …). The table was the one Chakra element
// of a list (and of its first paint); now a list renders no Chakra outside its islands.
type Slot = 'root' | 'header' | 'body' | 'footer' | 'columnHeader' | 'row' | 'cell' | 'caption';

// the recipe's parts name only the slots they style; a missing slot adds nothing
type SlotStyles = Partial<Record<Slot, StyleLayer>>;
const parts: readonly (SlotStyles | undefined)[] = [
  tableSlotRecipe.base,
  tableSlotRecipe.variants?.variant.line,
  tableSlotRecipe.variants?.size.sm,
];
const slot = (name: Slot) => mergeStyles(...parts.map((part) => part?.[name]));

export const tableStyles = defineStaticStyles({
  'dt-table': mergeStyles(slot('root'), {
    '& thead': slot('header'),
    '& tbody': slot('body'),
    '& tfoot': slot('footer'),
    '& thead th': slot('columnHeader'),
    '& tr': slot('row'),
    '& td': slot('cell'),
    '& caption': slot('caption'),
  }),
});
