import type { checkBoxStyles } from '../check-box/check-box-styles';
import type { cellStyles } from '../data-table/cells/cell-styles';
import type { dataTableStyles } from '../data-table/data-table-styles';

/** A class of static.css (type-only imports: no style object reaches the app bundle). */
export type StaticClass =
  keyof typeof dataTableStyles | keyof typeof cellStyles | keyof typeof checkBoxStyles;

/** Joins static classes, skipping the falsy ones: `sc('dt-row', clickable && 'dt-row-click')`. */
export function sc(...names: readonly (StaticClass | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
