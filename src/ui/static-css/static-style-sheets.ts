import { checkBoxStyles } from '../check-box/check-box-styles';
import { cellStyles } from '../data-table/cells/cell-styles';
import { dataTableStyles } from '../data-table/data-table-styles';
import type { StaticStyleSheet } from './define-static-styles';

// Every static style sheet, in the order of static.css (docs/architecture.md "Styling").
// Add a sheet here and its classes to `StaticClass` (class-names.ts).
export const STATIC_STYLE_SHEETS: readonly StaticStyleSheet[] = [
  dataTableStyles,
  cellStyles,
  checkBoxStyles,
];
