// Streams an export file into DATA_DIR (issue #14 "memory bounded: stream, don't build the
// file in memory"): CSV with a BOM so Excel reads the Chinese, or .xlsx through exceljs's
// streaming writer without shared strings. Each batch is written before the next is read.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { ExportColumn, ExportFormat } from '../../../../contract/setting/export-log';
import type { ExportCell } from './export-sources';

export interface ExportFileWriter {
  writeRows(rows: ReadonlyArray<Record<string, ExportCell>>): Promise<void>;
  /** Closes the file; answers its size in bytes. */
  finish(): Promise<number>;
}

/** A cell a spreadsheet would run as a formula (=, +, -, @) is written as text. */
export function neutralize(value: ExportCell): ExportCell {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: ExportCell): string {
  const text = String(neutralize(value));
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvWriter(path: string, columns: readonly ExportColumn[]): ExportFileWriter {
  const stream = createWriteStream(path, { encoding: 'utf8' });
  const write = async (text: string) => {
    if (!stream.write(text)) await once(stream, 'drain');
  };
  let started = write(`\uFEFF${columns.map((column) => csvCell(column.label)).join(',')}\r\n`);
  return {
    async writeRows(rows) {
      await started;
      const lines = rows.map(
        (row) => `${columns.map((column) => csvCell(row[column.key] ?? '')).join(',')}\r\n`,
      );
      started = write(lines.join(''));
      await started;
    },
    async finish() {
      await started;
      stream.end();
      await once(stream, 'finish');
      return (await stat(path)).size;
    },
  };
}

function xlsxWriter(path: string, columns: readonly ExportColumn[]): ExportFileWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('导出');
  sheet.columns = columns.map((column) => ({ header: column.label, key: column.key, width: 18 }));
  return {
    async writeRows(rows) {
      for (const row of rows) {
        sheet.addRow(columns.map((column) => neutralize(row[column.key] ?? ''))).commit();
      }
      // Let the zip stream flush this batch before the next is read.
      await new Promise((resolve) => setImmediate(resolve));
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      return (await stat(path)).size;
    },
  };
}

export function openExportFile(
  path: string,
  format: ExportFormat,
  columns: readonly ExportColumn[],
): ExportFileWriter {
  return format === 'csv' ? csvWriter(path, columns) : xlsxWriter(path, columns);
}
