// issue #16 /ai-call "Bad input and limits": the sheet's rows (read in the import worker,
// server/imports/read-sheet-outside.ts, issue #32) each checked — a bad phone, a duplicate in
// the file or of a number the tenant already has — with its line number and reason; a sheet
// without a phone column, an empty one or one over 50,000 rows is refused as a whole.
import {
  HEADER_ALIASES,
  IMPORT_MAX_ROWS,
  NAME_MAX,
  REMARK_MAX,
  TAGS_MAX,
  isMobile,
  normalizePhone,
} from '../../../../contract/acquiring/ai-call-rules';
import { NUMBER_STATUS } from '../../../../contract/acquiring/ai-call';
import type { StagedRow } from '../../../db/schema/acquiring-ai-call';
import { FileRejected } from '../../../imports/file-rejected';

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
