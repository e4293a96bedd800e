// issue #19 alerts: the sandbox "delivers" a notice to an employee by recording it; the
// (recipient, event key) key makes every notice idempotent (a retried job or a replayed
// platform event notifies nobody twice).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AlertNoticeRow } from '../../../../contract/customer/loss-customer';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { customerAlertNotices, customerAlertSettings } from '../../../db/schema/customer-ops';
import { employees } from '../../../db/schema/directory';
import { offsetOf } from '../../../db/list-query';

export interface NoticeInput {
  readonly kind: 'loss' | 'loss_digest' | 'repeat' | 'remind' | 'follow_up';
  readonly recipientEmployeeId: number;
  readonly eventKey: string;
  readonly customerId?: number | null;
  readonly content: string;
  readonly at: Date;
}

/** Delivers the notices; answers how many were new. */
export async function deliverNotices(
  db: Database,
  tenantId: string,
  notices: readonly NoticeInput[],
): Promise<number> {
  if (notices.length === 0) return 0;
  const rows = await db
    .insert(customerAlertNotices)
    .values(
      notices.map((notice) => ({
        tenantId,
        kind: notice.kind,
        recipientEmployeeId: notice.recipientEmployeeId,
        eventKey: notice.eventKey,
        customerId: notice.customerId ?? null,
        content: notice.content,
        createdAt: notice.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: customerAlertNotices.id });
  return rows.length;
}

export async function alertSettingsOf(db: Database, tenantId: string) {
  const [row] = await db
    .select()
    .from(customerAlertSettings)
    .where(eq(customerAlertSettings.tenantId, tenantId));
  return (
    row ?? {
      tenantId,
      lossNotifyEmployee: false,
      lossNotifyManager: false,
      lossMode: 'each',
      lossManagerIds: [],
      repeatAlert: false,
      repeatManagerIds: [],
      updatedAt: new Date(0),
    }
  );
}

/** Only ids of the caller's tenant's employees are kept (crafted ids drop out). */
export async function ownEmployeeIds(
  db: Database,
  tenantId: string,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, [...ids])));
  return rows.map((row) => row.id);
}

export async function listNotices(
  db: Database,
  tenantId: string,
  kinds: readonly string[],
  paging: { page: number; page_size: number },
): Promise<ListData<AlertNoticeRow>> {
  const where = and(
    eq(customerAlertNotices.tenantId, tenantId),
    inArray(customerAlertNotices.kind, [...kinds]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: customerAlertNotices.id,
        kind: customerAlertNotices.kind,
        recipient: employees.name,
        content: customerAlertNotices.content,
        createdAt: customerAlertNotices.createdAt,
      })
      .from(customerAlertNotices)
      .leftJoin(
        employees,
        and(
          eq(employees.tenantId, customerAlertNotices.tenantId),
          eq(employees.id, customerAlertNotices.recipientEmployeeId),
        ),
      )
      .where(where)
      .orderBy(desc(customerAlertNotices.createdAt), desc(customerAlertNotices.id))
      .limit(paging.page_size)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(customerAlertNotices).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient ?? '已删除员工',
      content: row.content,
      created_at: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: paging.page,
    page_size: paging.page_size,
  };
}
