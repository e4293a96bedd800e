// issue #16 /ai-call: the import job's work. Parse and check the sheet; with rejected rows the
// import waits 待确认 and nothing is written (issue "writes nothing partial unless the operator
// confirms"); otherwise, or once confirmed, the rows are written in chunks of 1,000, each
// chunk once (job.once), valid numbers dealt round robin to the chosen employees.
import { and, eq, ne, notInArray } from 'drizzle-orm';
import { NUMBER_STATUS } from '../../../../contract/acquiring/ai-call';
import type { Database } from '../../../db/database';
import { aiCallImports, aiCallNumbers } from '../../../db/schema/acquiring-ai-call';
import type { StagedRow } from '../../../db/schema/acquiring-ai-call';
import type { JobContext, JobData } from '../../../jobs/job-types';
import { FileRejected } from '../../../imports/file-rejected';
import { LIMIT_MESSAGES } from '../../../imports/import-limits';
import { readSheetOutside } from '../../../imports/read-sheet-outside';
import { checkRows } from './import-parse';

export const IMPORT_JOB = 'acquiring.ai-call-import';
export const CHUNK = 1000;

export interface ImportJobData extends JobData {
  readonly tenantId: string;
  readonly importId: number;
}

type Import = typeof aiCallImports.$inferSelect;

async function load(db: Database, tenantId: string, importId: number): Promise<Import | null> {
  const [row] = await db
    .select()
    .from(aiCallImports)
    .where(and(eq(aiCallImports.tenantId, tenantId), eq(aiCallImports.id, importId)));
  return row ?? null;
}

/** Numbers the tenant already holds in other imports (not the rejected ones). */
async function existingPhones(db: Database, tenantId: string, importId: number) {
  const rows = await db
    .select({ phone: aiCallNumbers.phone })
    .from(aiCallNumbers)
    .where(
      and(
        eq(aiCallNumbers.tenantId, tenantId),
        ne(aiCallNumbers.importId, importId),
        notInArray(aiCallNumbers.status, [NUMBER_STATUS.invalid, NUMBER_STATUS.duplicate]),
      ),
    );
  return new Set(rows.map((row) => row.phone));
}

function counts(rows: readonly StagedRow[]) {
  return {
    totalRows: rows.length,
    validRows: rows.filter((row) => row.status === NUMBER_STATUS.unassigned).length,
    invalidRows: rows.filter((row) => row.status === NUMBER_STATUS.invalid).length,
    duplicateRows: rows.filter((row) => row.status === NUMBER_STATUS.duplicate).length,
  };
}

async function fail(db: Database, row: Import, reason: string, at: Date) {
  await db
    .update(aiCallImports)
    .set({ status: 'failed', failure: reason, fileContent: null, updatedAt: at })
    .where(and(eq(aiCallImports.tenantId, row.tenantId), eq(aiCallImports.id, row.id)));
}

/**
 * issue #32 finding 1: a file whose parse never finished (the process died or was killed while
 * reading it) is poison: it is failed with a reason, never parsed again. Two markers tell it
 * apart from a retry after a database error: `started` before the parse, `finished` after it.
 */
async function interrupted(job: JobContext<ImportJobData>, importId: number): Promise<boolean> {
  const noop = () => Promise.resolve();
  if (await job.once(`ai-call:${importId}:parse-started`, noop)) return false;
  return job.once(`ai-call:${importId}:parse-finished`, noop);
}

async function parse(db: Database, job: JobContext<ImportJobData>, row: Import, at: Date) {
  if (await interrupted(job, row.id)) {
    await fail(db, row, LIMIT_MESSAGES.interrupted, at);
    return null;
  }
  let sheet: string[][];
  try {
    // Off the event loop, within import-limits.ts; a refusal or a killed worker is final.
    sheet = await readSheetOutside(row.fileName, Buffer.from(row.fileContent ?? '', 'base64'));
  } catch (error) {
    if (!(error instanceof FileRejected)) throw error;
    await job.once(`ai-call:${row.id}:parse-finished`, (tx) => fail(tx, row, error.message, at));
    return null;
  }
  await job.once(`ai-call:${row.id}:parse-finished`, () => Promise.resolve());
  let staged: StagedRow[];
  try {
    staged = checkRows(sheet, await existingPhones(db, row.tenantId, row.id));
  } catch (error) {
    if (!(error instanceof FileRejected)) throw error;
    await fail(db, row, error.message, at);
    return null;
  }
  const report = staged.filter((item) => item.status !== NUMBER_STATUS.unassigned);
  const status = report.length > 0 ? 'confirm' : 'parsing';
  await db
    .update(aiCallImports)
    .set({ status, staged, report, fileContent: null, ...counts(staged), updatedAt: at })
    .where(and(eq(aiCallImports.tenantId, row.tenantId), eq(aiCallImports.id, row.id)));
  await job.progress(0, staged.length);
  return report.length > 0 ? null : staged;
}

function assignee(row: Import, validIndex: number): number | null {
  if (row.assignMode !== 'even' || row.employeeIds.length === 0) return null;
  return row.employeeIds[validIndex % row.employeeIds.length] ?? null;
}

/** Writes the staged rows chunk by chunk; a retry skips the chunks already written. */
export async function writeStaged(
  job: JobContext<ImportJobData>,
  row: Import,
  staged: readonly StagedRow[],
  at: Date,
): Promise<void> {
  let validIndex = 0;
  const planned = staged.map((item) => {
    if (item.status !== NUMBER_STATUS.unassigned) return { item, employeeId: null };
    const employeeId = assignee(row, validIndex);
    validIndex += 1;
    return { item, employeeId };
  });
  for (let start = 0; start < planned.length; start += CHUNK) {
    const chunk = planned.slice(start, start + CHUNK);
    await job.once(`ai-call:${row.id}:rows:${start}`, async (tx) => {
      await tx.insert(aiCallNumbers).values(
        chunk.map(({ item, employeeId }) => ({
          tenantId: row.tenantId,
          importId: row.id,
          line: item.line,
          phone: item.phone,
          name: item.name,
          tags: item.tags,
          remark: item.remark,
          employeeId,
          status:
            item.status === NUMBER_STATUS.unassigned && employeeId !== null
              ? NUMBER_STATUS.toAdd
              : item.status,
          reason: item.reason,
          allotNum: employeeId === null ? 0 : 1,
          assignedAt: employeeId === null ? null : at,
          createdAt: at,
        })),
      );
    });
    await job.progress(Math.min(start + CHUNK, planned.length), planned.length);
  }
  await job.once(`ai-call:${row.id}:written`, async (tx) => {
    await tx
      .update(aiCallImports)
      .set({ status: 'running', staged: null, updatedAt: at })
      .where(and(eq(aiCallImports.tenantId, row.tenantId), eq(aiCallImports.id, row.id)));
  });
}

/** The job: parse a new import, or write a confirmed one. Anything else is left alone. */
export async function runImport(db: Database, job: JobContext<ImportJobData>, at: Date) {
  const row = await load(db, job.data.tenantId, job.data.importId);
  if (!row) return;
  if (row.status === 'parsing' && row.fileContent !== null) {
    const staged = await parse(db, job, row, at);
    if (staged) await writeStaged(job, { ...row, status: 'parsing' }, staged, at);
    return;
  }
  if (row.status === 'parsing' && row.staged) await writeStaged(job, row, row.staged, at);
}

/** Imports whose ids are the tenant's (for bodies that name several). */
export async function ownImport(db: Database, tenantId: string, importId: number) {
  return load(db, tenantId, importId);
}

export const OPEN_STATES = [NUMBER_STATUS.unassigned, NUMBER_STATUS.toAdd, NUMBER_STATUS.awaiting];
