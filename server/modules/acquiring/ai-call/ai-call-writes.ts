// /ai-call 导入表格加粉: the page's writes. Employee and tag ids of a body must be the
// caller's tenant's (and employees still active); status changes follow the import's state
// (confirm/cancel only 待确认, pause only 进行中, resume only 已暂停).
import { and, eq, inArray } from 'drizzle-orm';
import type {
  ImportAction,
  ImportBody,
  ImportStatus,
} from '../../../../contract/acquiring/ai-call';
import { NUMBER_STATUS } from '../../../../contract/acquiring/ai-call';
import type { Database } from '../../../db/database';
import {
  aiCallImports,
  aiCallNumbers,
  aiCallReminders,
} from '../../../db/schema/acquiring-ai-call';
import { employees } from '../../../db/schema/directory';
import { BusinessError } from '../../../http/http-errors';
import { ownTagIds } from '../../customer/shared/own-ids';
import { requireImport } from './ai-call-store';

/** spec §8 style business codes of this page. */
export const AI_CALL_ERRORS = { state: 101116001, employee: 101116002 } as const;

async function assertActiveEmployees(db: Database, tenantId: string, ids: readonly number[]) {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: employees.id, status: employees.status })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, [...new Set(ids)])));
  const active = new Set(rows.filter((row) => row.status === 1).map((row) => row.id));
  const missing = ids.find((id) => !active.has(id));
  if (missing !== undefined) {
    throw new BusinessError(AI_CALL_ERRORS.employee, '所选员工不存在或已离职，请重新选择');
  }
}

export async function createImport(
  db: Database,
  tenantId: string,
  body: ImportBody,
  createdBy: number,
  at: Date,
): Promise<{ id: number }> {
  const employeeIds = [...new Set(body.employee_ids)];
  await assertActiveEmployees(db, tenantId, employeeIds);
  const tagIds = await ownTagIds(db, tenantId, body.tag_ids);
  const [row] = await db
    .insert(aiCallImports)
    .values({
      tenantId,
      title: body.title,
      fileName: body.file_name,
      status: 'parsing',
      assignMode: body.assign_mode,
      employeeIds,
      tagIds,
      remindAfterDays: body.remind_after_days,
      recycleAfterDays: body.recycle_after_days,
      fileContent: body.file_base64,
      createdBy,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: aiCallImports.id });
  return { id: row?.id ?? 0 };
}

const NEXT: Record<Exclude<ImportAction, 'simulate'>, [ImportStatus, ImportStatus]> = {
  confirm: ['confirm', 'parsing'],
  cancel: ['confirm', 'cancelled'],
  pause: ['running', 'paused'],
  resume: ['paused', 'running'],
};

/** Answers the new status; refuses an action the import's state does not allow. */
export async function changeStatus(
  db: Database,
  tenantId: string,
  id: number,
  action: ImportAction,
  at: Date,
): Promise<ImportStatus> {
  const row = await requireImport(db, tenantId, id);
  if (action === 'simulate') {
    if (row.status !== 'running') {
      throw new BusinessError(AI_CALL_ERRORS.state, '只有进行中的任务可以模拟添加');
    }
    return 'running';
  }
  const [from, to] = NEXT[action];
  const updated = await db
    .update(aiCallImports)
    .set({ status: to, updatedAt: at, ...(action === 'cancel' ? { staged: null } : {}) })
    .where(
      and(
        eq(aiCallImports.tenantId, tenantId),
        eq(aiCallImports.id, id),
        eq(aiCallImports.status, from),
      ),
    )
    .returning({ id: aiCallImports.id });
  if (updated.length === 0) {
    throw new BusinessError(AI_CALL_ERRORS.state, '任务当前状态不允许该操作，请刷新后重试');
  }
  return to;
}

/** Assigns (or reassigns) the chosen open numbers of the import to one employee. */
export async function assignNumbers(
  db: Database,
  tenantId: string,
  id: number,
  body: { number_ids: number[]; employee_id: number },
  at: Date,
): Promise<{ assigned: number }> {
  const row = await requireImport(db, tenantId, id);
  if (row.status !== 'running' && row.status !== 'paused') {
    throw new BusinessError(AI_CALL_ERRORS.state, '任务当前状态不允许分配号码');
  }
  await assertActiveEmployees(db, tenantId, [body.employee_id]);
  const rows = await db
    .select({ id: aiCallNumbers.id, allotNum: aiCallNumbers.allotNum })
    .from(aiCallNumbers)
    .where(
      and(
        eq(aiCallNumbers.tenantId, tenantId),
        eq(aiCallNumbers.importId, id),
        inArray(aiCallNumbers.id, [...new Set(body.number_ids)]),
        inArray(aiCallNumbers.status, [NUMBER_STATUS.unassigned, NUMBER_STATUS.toAdd]),
      ),
    );
  for (const item of rows) {
    await db
      .update(aiCallNumbers)
      .set({
        employeeId: body.employee_id,
        status: NUMBER_STATUS.toAdd,
        allotNum: item.allotNum + 1,
        assignedAt: at,
      })
      .where(and(eq(aiCallNumbers.tenantId, tenantId), eq(aiCallNumbers.id, item.id)));
  }
  return { assigned: rows.length };
}

export async function deleteImport(db: Database, tenantId: string, id: number) {
  await requireImport(db, tenantId, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(aiCallNumbers)
      .where(and(eq(aiCallNumbers.tenantId, tenantId), eq(aiCallNumbers.importId, id)));
    await tx
      .delete(aiCallReminders)
      .where(and(eq(aiCallReminders.tenantId, tenantId), eq(aiCallReminders.importId, id)));
    await tx
      .delete(aiCallImports)
      .where(and(eq(aiCallImports.tenantId, tenantId), eq(aiCallImports.id, id)));
  });
  return { deleted: true };
}

export async function setJobId(db: Database, tenantId: string, id: number, jobId: string) {
  await db
    .update(aiCallImports)
    .set({ jobId })
    .where(and(eq(aiCallImports.tenantId, tenantId), eq(aiCallImports.id, id)));
}
