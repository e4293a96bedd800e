// issue #21: a statistics table's columns for the screen (its export is the export center's,
// contract/statistics/statistics-export-types.ts).
import type { DataColumn } from '../../../ui/data-table/data-table';

export interface StatColumn<T> {
  readonly key: string;
  readonly title: string;
  /** The cell as shown (formatted). */
  readonly text: (row: T) => string;
  readonly numeric?: boolean;
}

export function toDataColumns<T>(columns: readonly StatColumn<T>[]): DataColumn<T>[] {
  return columns.map((column, index) => ({
    key: column.key,
    title: column.title,
    align: column.numeric ? 'end' : 'start',
    hideable: index > 0,
    render: (row: T) => column.text(row),
  }));
}
