// issue #16 /ai-call: RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF; a UTF-8 BOM is
// dropped), read in the import worker with the same row, column and cell limits as an .xlsx
// (issue #32 finding 1, import-limits.ts).
import { FileRejected } from './file-rejected';
import type { ImportLimits } from './import-limits';
import { IMPORT_LIMITS, LIMIT_MESSAGES } from './import-limits';

export function parseCsv(text: string, limits: ImportLimits = IMPORT_LIMITS): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let cellCount = 0;
  const endField = () => {
    row.push(field);
    field = '';
    cellCount += 1;
    if (row.length > limits.columns) throw new FileRejected(LIMIT_MESSAGES.tooManyColumns(limits));
    if (cellCount > limits.cells) throw new FileRejected(LIMIT_MESSAGES.tooManyCells(limits));
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
    if (rows.length > limits.rows) throw new FileRejected(LIMIT_MESSAGES.tooManyRows(limits));
  };
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
    else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
    } else field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

export function readCsv(content: Buffer, limits: ImportLimits): string[][] {
  if (content.length > limits.fileBytes) {
    throw new FileRejected(LIMIT_MESSAGES.fileTooLarge(limits));
  }
  const text = content.toString('utf8');
  if (text.includes('\u0000')) throw new FileRejected('文件不是文本表格，请上传 CSV 或 .xlsx');
  return parseCsv(text, limits);
}
