// issue #16 /ai-call + issue #32 finding 1: a user's sheet (CSV or .xlsx) read into rows of
// text within the limits of import-limits.ts. It runs inside the import worker
// (sheet-worker.ts), never on the API's event loop: call readSheetOutside instead.
import { fileExtensionOf } from '../../contract/acquiring/ai-call-rules';
import { readCsv } from './csv-read';
import { FileRejected } from './file-rejected';
import type { ImportLimits } from './import-limits';
import { readXlsx } from './xlsx-read';

export async function readSheetHere(
  fileName: string,
  content: Buffer,
  limits: ImportLimits,
): Promise<string[][]> {
  const extension = fileExtensionOf(fileName);
  if (extension === '.csv') return readCsv(content, limits);
  if (extension === '.xlsx') return readXlsx(content, limits);
  throw new FileRejected('文件仅支持 .csv 与 .xlsx 格式');
}
