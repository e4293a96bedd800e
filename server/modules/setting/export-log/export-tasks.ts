// export_tasks queries (issue #14 /export-log), every one scoped by the caller's tenant.
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import { EXPORT_STATUS_LABELS, EXPORT_TYPES } from '../../../../contract/setting/export-log';
import type {
  ExportFormat,
  ExportStatus,
  ExportTaskRow,
  ExportType,
} from '../../../../contract/setting/export-log';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema/identity';
import { exportTasks } from '../../../db/schema/setting';
import { offsetOf } from '../../../db/list-query';

export type ExportTask = typeof exportTasks.$inferSelect;

/**
 * issue #37 "export rights": whose exports a caller reaches. A holder of the /export-log page
 * code (an admin) reaches every export of the tenant; anyone else only the ones they started.
 */
export interface ExportReader {
  readonly tenantId: string;
  /** Undefined: every user's exports (the page-code holder). */
  readonly ownerId: number | undefined;
}

const readerScope = (reader: ExportReader) =>
  and(
    eq(exportTasks.tenantId, reader.tenantId),
    reader.ownerId === undefined ? undefined : eq(exportTasks.createdBy, reader.ownerId),
  );

/** One export the reader may see (tenant first, then the owner unless an admin). */
export async function findExportTask(
  db: Database,
  reader: ExportReader,
  id: number,
): Promise<ExportTask | undefined> {
  const [task] = await db
    .select()
    .from(exportTasks)
    .where(and(readerScope(reader), eq(exportTasks.id, id)));
  return task;
}

export async function updateExportTask(
  db: Database,
  tenantId: string,
  id: number,
  values: Partial<typeof exportTasks.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(exportTasks)
    .set(values)
    .where(and(eq(exportTasks.tenantId, tenantId), eq(exportTasks.id, id)))
    .returning({ id: exportTasks.id });
  return rows.length > 0;
}

function toRow(task: ExportTask & { createdByName: string | null }): ExportTaskRow {
  const type = task.type as ExportType;
  const status = task.status as ExportStatus;
  return {
    id: task.id,
    type,
    type_label: EXPORT_TYPES[type]?.label ?? task.type,
    format: task.format as ExportFormat,
    filters_summary: task.filtersSummary,
    columns: task.columns,
    status,
    status_label: EXPORT_STATUS_LABELS[status] ?? task.status,
    rows: task.rows,
    total: task.total,
    size: task.size,
    error: task.error,
    created_by: task.createdByName ?? '',
    created_at: task.createdAt.toISOString(),
    finished_at: task.finishedAt?.toISOString() ?? null,
    expires_at: task.expiresAt?.toISOString() ?? null,
  };
}

export async function listExportTasks(
  db: Database,
  reader: ExportReader,
  query: { page: number; page_size: number; status?: ExportStatus; type?: ExportType },
): Promise<ListData<ExportTaskRow>> {
  const where = and(
    readerScope(reader),
    query.status ? eq(exportTasks.status, query.status) : undefined,
    query.type ? eq(exportTasks.type, query.type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ task: exportTasks, createdByName: users.name })
      .from(exportTasks)
      .leftJoin(users, eq(users.id, exportTasks.createdBy))
      .where(where)
      .orderBy(desc(exportTasks.createdAt), desc(exportTasks.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(exportTasks).where(where),
  ]);
  return {
    list: rows.map((row) => toRow({ ...row.task, createdByName: row.createdByName })),
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Finished (done or failed) exports this user started and has not seen on /export-log. */
export async function countUnseen(db: Database, tenantId: string, userId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(exportTasks)
    .where(
      and(
        eq(exportTasks.tenantId, tenantId),
        eq(exportTasks.createdBy, userId),
        sql`${exportTasks.status} in ('done', 'failed')`,
        isNull(exportTasks.seenAt),
      ),
    );
  return row?.value ?? 0;
}

export async function markSeen(db: Database, tenantId: string, userId: number, now: Date) {
  const rows = await db
    .update(exportTasks)
    .set({ seenAt: now })
    .where(
      and(
        eq(exportTasks.tenantId, tenantId),
        eq(exportTasks.createdBy, userId),
        sql`${exportTasks.status} in ('done', 'failed')`,
        isNull(exportTasks.seenAt),
      ),
    )
    .returning({ id: exportTasks.id });
  return rows.length;
}

/** Done exports past their 7 days, over every tenant (the expiry sweep). */
export function dueForExpiry(db: Database, now: Date) {
  return db
    .select({ tenantId: exportTasks.tenantId, id: exportTasks.id, fileName: exportTasks.fileName })
    .from(exportTasks)
    .where(and(eq(exportTasks.status, 'done'), lt(exportTasks.expiresAt, now)))
    .limit(500);
}
