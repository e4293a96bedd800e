// issue #32 finding 1 (an .xlsx inflation bomb stopped the server): every limit on reading a
// user's file, in one place. The file is checked before parsing (its size, then the zip's
// central directory: entries, each part's and all parts' uncompressed size, the compression
// ratio) and while parsing, in a child process (rows, columns, cells, shared strings), which
// itself is bounded in memory and time. Why these numbers: docs/security.md "Imports".
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../contract/acquiring/ai-call-rules';

const MB = 1024 * 1024;

export interface ImportLimits {
  /** The file itself (the request already refuses more: contract/acquiring/ai-call.ts). */
  readonly fileBytes: number;
  /** Parts in the zip: Excel and WPS write 10–20; images and comments add a few each. */
  readonly zipEntries: number;
  /** One part, uncompressed (a 700 KB file of real data unpacks to well under this). */
  readonly entryBytes: number;
  /** All parts together, uncompressed. */
  readonly totalBytes: number;
  /** Uncompressed ÷ compressed for a part over `ratioFromBytes`: sheet XML compresses about
   *  10–30 : 1; the bomb of finding 1 was about 1000 : 1. */
  readonly ratio: number;
  readonly ratioFromBytes: number;
  /** Rows by number, blank ones included: the data rows' limit plus as many blanks. */
  readonly rows: number;
  /** Columns of one row (the template has 4; exports of other systems a few dozen). */
  readonly columns: number;
  /** Cells read, and shared strings held (no real sheet has more strings than cells). */
  readonly cells: number;
  /** The child process's heap: a full sheet of `cells` short strings fits with room to spare. */
  readonly memoryMb: number;
  /** Wall time of one parse; the child is killed after it. */
  readonly timeMs: number;
}

export const IMPORT_LIMITS: ImportLimits = {
  fileBytes: IMPORT_MAX_BYTES,
  zipEntries: 200,
  entryBytes: 32 * MB,
  totalBytes: 48 * MB,
  ratio: 100,
  ratioFromBytes: 1 * MB,
  rows: IMPORT_MAX_ROWS * 2 + 1,
  columns: 100,
  cells: 1_000_000,
  memoryMb: 256,
  timeMs: 20_000,
};

const inMb = (bytes: number) => Math.round(bytes / MB);

/** The Chinese reasons the import shows (issue #32: a clear reason on the page). */
export const LIMIT_MESSAGES = {
  fileTooLarge: (limits: ImportLimits) =>
    `文件超过${Math.round(limits.fileBytes / 1024)}KB，请拆分后再导入`,
  notZip: '文件无法读取，请确认是有效的 .xlsx 表格',
  tooManyEntries: (limits: ImportLimits) =>
    `文件包含超过${limits.zipEntries}个部件，不是常规的 .xlsx 表格，请另存后再导入`,
  entryTooLarge: (limits: ImportLimits) =>
    `文件解压后超过${inMb(limits.entryBytes)}MB，请拆分后再导入`,
  totalTooLarge: (limits: ImportLimits) =>
    `文件解压后共超过${inMb(limits.totalBytes)}MB，请拆分后再导入`,
  ratioTooHigh: (limits: ImportLimits) =>
    `文件解压后超过原大小的${limits.ratio}倍，疑似异常文件，请另存为常规 .xlsx 后再导入`,
  tooManyRows: (limits: ImportLimits) => `表格超过${limits.rows}行（含空行），请拆分后再导入`,
  tooManyColumns: (limits: ImportLimits) => `表格超过${limits.columns}列，请删去多余的列后再导入`,
  tooManyCells: (limits: ImportLimits) => `表格超过${limits.cells}个单元格，请拆分后再导入`,
  outOfMemory: '文件解析占用内存超过上限，已中止，请拆分后再导入',
  timeout: (limits: ImportLimits) =>
    `文件解析超过${limits.timeMs / 1000}秒，已中止，请拆分后再导入`,
  crashed: '文件解析意外中止，请检查文件或拆分后再导入',
  interrupted: '上次解析该文件时服务中断，为保护服务不再重试，请检查文件或拆分后重新导入',
} as const;
