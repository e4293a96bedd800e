// /ai-call 导入表格加粉: the page's reads, every query scoped by the verified token's tenant
// (never a tenant id from the request); another tenant's import answers 404.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type {
  AiCallListQuery,
  ImportDetail,
  ImportRow,
  ImportStatus,
  NamedRef,
  NumberListQuery,
  NumberRow,
} from '../../../../contract/acquiring/ai-call';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import {
  aiCallImports,
  aiCallNumbers,
  aiCallReminders,
} from '../../../db/schema/acquiring-ai-call';
import { tags } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { HttpError } from '../../../http/http-errors';
import { chinaDayStart } from '../../../../contract/china-time';
import { importedNumberAdded } from '../../statistics/figures/figure-definitions';
import { containsPattern, offsetOf, pagedList } from '../../../db/list-query';

type Import = typeof aiCallImports.$inferSelect;
const dayStart = (day: string) => chinaDayStart(day);

export async function employeeNames(db: Database, tenantId: string, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const refs = (ids: readonly number[], names: Map<number, string>): NamedRef[] =>
  ids.map((id) => ({ id, name: names.get(id) ?? `员工${id}` }));

export async function requireImport(db: Database, tenantId: string, id: number): Promise<Import> {
  const [row] = await db
    .select()
    .from(aiCallImports)
    .where(and(eq(aiCallImports.tenantId, tenantId), eq(aiCallImports.id, id)));
  if (!row) throw new HttpError(404, '导入任务不存在或已被删除');
  return row;
}

function rowOf(row: Import, names: Map<number, string>, addedCount: number): ImportRow {
  return {
    id: row.id,
    title: row.title,
    file_name: row.fileName,
    status: row.status as ImportStatus,
    assign_mode: row.assignMode === 'manual' ? 'manual' : 'even',
    employees: refs(row.employeeIds, names),
    total_rows: row.totalRows,
    valid_rows: row.validRows,
    invalid_rows: row.invalidRows,
    duplicate_rows: row.duplicateRows,
    added: addedCount,
    created_at: row.createdAt.toISOString(),
  };
}

async function addedByImport(db: Database, tenantId: string, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ importId: aiCallNumbers.importId, n: count() })
    .from(aiCallNumbers)
    .where(
      and(
        eq(aiCallNumbers.tenantId, tenantId),
        inArray(aiCallNumbers.importId, [...ids]),
        importedNumberAdded(),
      ),
    )
    .groupBy(aiCallNumbers.importId);
  return new Map(rows.map((row) => [row.importId, Number(row.n)]));
}

export async function listImports(
  db: Database,
  tenantId: string,
  query: AiCallListQuery,
): Promise<ListData<ImportRow>> {
  const where = and(
    eq(aiCallImports.tenantId, tenantId),
    query.title ? ilike(aiCallImports.title, containsPattern(query.title)) : undefined,
    query.status ? eq(aiCallImports.status, query.status) : undefined,
    query.created_from ? gte(aiCallImports.createdAt, dayStart(query.created_from)) : undefined,
    query.created_to
      ? lt(aiCallImports.createdAt, new Date(dayStart(query.created_to).getTime() + 86_400_000))
      : undefined,
  );
  return pagedList(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(aiCallImports)
        .where(where)
        .orderBy(desc(aiCallImports.createdAt), desc(aiCallImports.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(aiCallImports).where(where),
    async (rows) => {
      const [names, added] = await Promise.all([
        employeeNames(
          db,
          tenantId,
          rows.flatMap((row) => row.employeeIds),
        ),
        addedByImport(
          db,
          tenantId,
          rows.map((row) => row.id),
        ),
      ]);
      return rows.map((row) => rowOf(row, names, added.get(row.id) ?? 0));
    },
  );
}

export async function importDetail(
  db: Database,
  tenantId: string,
  id: number,
  progress: { done: number; total: number } | null,
): Promise<ImportDetail> {
  const row = await requireImport(db, tenantId, id);
  const scope = and(eq(aiCallNumbers.tenantId, tenantId), eq(aiCallNumbers.importId, id));
  const [statuses, perEmployee, [reminders], tagRows] = await Promise.all([
    db
      .select({ status: aiCallNumbers.status, n: count() })
      .from(aiCallNumbers)
      .where(scope)
      .groupBy(aiCallNumbers.status),
    db
      .select({
        employeeId: aiCallNumbers.employeeId,
        assigned: count(),
        toAdd: sql<number>`count(*) filter (where ${aiCallNumbers.status} = 1)::int`,
        awaiting: sql<number>`count(*) filter (where ${aiCallNumbers.status} = 2)::int`,
        added: sql<number>`count(*) filter (where ${aiCallNumbers.status} = 3)::int`,
      })
      .from(aiCallNumbers)
      .where(and(scope, sql`${aiCallNumbers.employeeId} is not null`))
      .groupBy(aiCallNumbers.employeeId)
      .orderBy(asc(aiCallNumbers.employeeId)),
    db
      .select({ n: count() })
      .from(aiCallReminders)
      .where(and(eq(aiCallReminders.tenantId, tenantId), eq(aiCallReminders.importId, id))),
    row.tagIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: tags.id, name: tags.name })
          .from(tags)
          .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, row.tagIds))),
  ]);
  const byStatus = [0, 0, 0, 0, 0, 0];
  for (const item of statuses) byStatus[item.status] = Number(item.n);
  const employeeIds = [...row.employeeIds, ...perEmployee.map((item) => item.employeeId ?? 0)];
  const names = await employeeNames(db, tenantId, employeeIds);
  return {
    ...rowOf(row, names, byStatus[3] ?? 0),
    tags: tagRows,
    remind_after_days: row.remindAfterDays,
    recycle_after_days: row.recycleAfterDays,
    failure: row.failure,
    by_status: byStatus,
    by_employee: perEmployee.map((item) => ({
      employee: refs([item.employeeId ?? 0], names)[0] as NamedRef,
      assigned: Number(item.assigned),
      to_add: Number(item.toAdd),
      awaiting: Number(item.awaiting),
      added: Number(item.added),
    })),
    report: row.report.slice(0, 500).map((item) => ({
      line: item.line,
      phone: item.phone,
      name: item.name,
      status: item.status,
      reason: item.reason,
    })),
    reminders: Number(reminders?.n ?? 0),
    progress,
  };
}

export async function listNumbers(
  db: Database,
  tenantId: string,
  id: number,
  query: NumberListQuery,
): Promise<ListData<NumberRow>> {
  await requireImport(db, tenantId, id);
  const where = and(
    eq(aiCallNumbers.tenantId, tenantId),
    eq(aiCallNumbers.importId, id),
    query.phone ? ilike(aiCallNumbers.phone, containsPattern(query.phone)) : undefined,
    query.status !== undefined ? eq(aiCallNumbers.status, query.status) : undefined,
    query.employee_id !== undefined ? eq(aiCallNumbers.employeeId, query.employee_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(aiCallNumbers)
      .where(where)
      .orderBy(asc(aiCallNumbers.line), asc(aiCallNumbers.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(aiCallNumbers).where(where),
  ]);
  const names = await employeeNames(
    db,
    tenantId,
    rows.flatMap((row) => (row.employeeId === null ? [] : [row.employeeId])),
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      line: row.line,
      phone: row.phone,
      name: row.name,
      tags: row.tags,
      remark: row.remark,
      status: row.status,
      reason: row.reason,
      employee: row.employeeId === null ? null : (refs([row.employeeId], names)[0] as NamedRef),
      allot_num: row.allotNum,
      assigned_at: row.assignedAt?.toISOString() ?? null,
      added_at: row.addedAt?.toISOString() ?? null,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}
