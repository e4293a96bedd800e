// issue #21: a statistics table's columns written once, for the screen and for its CSV export
// (the export center (#14) replaces the CSV download when it lands).
import type { DataColumn } from '../../../ui/data-table/data-table';
import { downloadCsv } from '../../../ui/export/download-file';

export interface StatColumn<T> {
  readonly key: string;
  readonly title: string;
  /** The cell as shown (formatted) — also what the CSV holds. */
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

export function csvRows<T>(
  columns: readonly StatColumn<T>[],
  rows: readonly T[],
): (string | number)[][] {
  return [
    columns.map((column) => column.title),
    ...rows.map((row) => columns.map((column) => column.text(row))),
  ];
}

export function exportTable<T>(
  fileName: string,
  columns: readonly StatColumn<T>[],
  rows: readonly T[],
) {
  downloadCsv(csvRows(columns, rows), fileName);
}
