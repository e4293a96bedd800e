// issue #16 /ai-call "Bad input and limits": the sheet (CSV or .xlsx) read into rows, each row
// checked — a bad phone, a duplicate in the file or of a number the tenant already has — with
// its line number and reason; a file of the wrong type, an empty sheet or one over 50,000
// rows is refused as a whole (FileRejected).
import ExcelJS from 'exceljs';
import {
  HEADER_ALIASES,
  IMPORT_MAX_ROWS,
  NAME_MAX,
  REMARK_MAX,
  TAGS_MAX,
  fileExtensionOf,
  isMobile,
  normalizePhone,
} from '../../../../contract/acquiring/ai-call-rules';
import { NUMBER_STATUS } from '../../../../contract/acquiring/ai-call';
import type { StagedRow } from '../../../db/schema/acquiring-ai-call';

export class FileRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileRejected';
  }
}

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF; a UTF-8 BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return String(value.result ?? '');
    if (value instanceof Date) return value.toISOString().slice(0, 10);
  }
  return String(value);
}

export async function parseXlsx(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new FileRejected('文件无法读取，请确认是有效的 .xlsx 表格');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

export async function readSheet(fileName: string, content: Buffer): Promise<string[][]> {
  const extension = fileExtensionOf(fileName);
  if (extension === '.csv') {
    const text = content.toString('utf8');
    if (text.includes('\u0000')) throw new FileRejected('文件不是文本表格，请上传 CSV 或 .xlsx');
    return parseCsv(text);
  }
  if (extension === '.xlsx') return parseXlsx(content);
  throw new FileRejected('文件仅支持 .csv 与 .xlsx 格式');
}

function columnIndex(header: readonly string[], aliases: readonly string[]): number {
  return header.findIndex((cell) => aliases.includes(cell.trim().toLowerCase()));
}

/**
 * Checks every data row (line = the sheet's row number, header = line 1). `existing` holds
 * the numbers the tenant already has in other imports.
 */
export function checkRows(sheet: readonly string[][], existing: ReadonlySet<string>): StagedRow[] {
  const header = sheet[0] ?? [];
  const phoneAt = columnIndex(header, HEADER_ALIASES.phone);
  if (phoneAt < 0) throw new FileRejected('表格第1行须有“手机号”列，请使用模板');
  const nameAt = columnIndex(header, HEADER_ALIASES.name);
  const tagsAt = columnIndex(header, HEADER_ALIASES.tags);
  const remarkAt = columnIndex(header, HEADER_ALIASES.remark);
  const data = sheet
    .map((cells, index) => ({ cells, line: index + 1 }))
    .slice(1)
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (data.length === 0) throw new FileRejected('表格没有数据行');
  if (data.length > IMPORT_MAX_ROWS) {
    throw new FileRejected(`表格共${data.length}行，超过上限${IMPORT_MAX_ROWS}行`);
  }
  const seen = new Map<string, number>();
  const at = (cells: readonly string[], index: number) =>
    index < 0 ? '' : (cells[index] ?? '').trim();
  return data.map(({ cells, line }) => {
    const raw = at(cells, phoneAt);
    const phone = normalizePhone(raw);
    const row = {
      line,
      phone: phone || raw,
      name: at(cells, nameAt).slice(0, NAME_MAX),
      tags: at(cells, tagsAt).slice(0, TAGS_MAX),
      remark: at(cells, remarkAt).slice(0, REMARK_MAX),
    };
    const reject = (status: number, reason: string): StagedRow => ({ ...row, status, reason });
    if (raw === '') return reject(NUMBER_STATUS.invalid, '手机号为空');
    if (!isMobile(phone))
      return reject(NUMBER_STATUS.invalid, '手机号格式不正确（应为11位手机号）');
    if (at(cells, nameAt).length > NAME_MAX) {
      return reject(NUMBER_STATUS.invalid, `姓名长度不能超过${NAME_MAX}个字符`);
    }
    const first = seen.get(phone);
    if (first !== undefined) return reject(NUMBER_STATUS.duplicate, `与第${first}行重复`);
    seen.set(phone, line);
    if (existing.has(phone)) return reject(NUMBER_STATUS.duplicate, '该号码已在其他导入任务中');
    return { ...row, status: NUMBER_STATUS.unassigned, reason: '' };
  });
}
