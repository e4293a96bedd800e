import { checkBoxStyles } from '../check-box/check-box-styles';
import { cellStyles } from '../data-table/cells/cell-styles';
import { dataTableStyles } from '../data-table/data-table-styles';
import { homeStyles } from './home-styles';
import { shellStyles } from './shell-styles';

// Every static style sheet, in the order of static.css (docs/architecture.md "Styling"); the
// class names `sc()` accepts are the keys of these (class-names.ts).
export const STATIC_STYLE_SHEETS = [
  dataTableStyles,
  cellStyles,
  checkBoxStyles,
  shellStyles,
  homeStyles,
] as const;
