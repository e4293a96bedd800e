// issue #14 /role-manage: every change of a role or a console user leaves who, what and when.
import { and, count, desc, eq } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import { AUDIT_ACTION_LABELS } from '../../../../contract/setting/role-manage';
import type { AuditRow } from '../../../../contract/setting/role-manage';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema/identity';
import { roleAuditLog } from '../../../db/schema/setting';
import { offsetOf } from '../../../db/list-query';

export interface AuditEntry {
  readonly action: keyof typeof AUDIT_ACTION_LABELS;
  readonly targetName: string;
  readonly detail?: string;
}

export interface Actor {
  readonly tenantId: string;
  readonly userId: number;
  readonly now: Date;
}

export async function writeAudit(db: Database, actor: Actor, entry: AuditEntry): Promise<void> {
  const [user] = await db
    .select({ name: users.name, account: users.account })
    .from(users)
    .where(eq(users.id, actor.userId));
  await db.insert(roleAuditLog).values({
    tenantId: actor.tenantId,
    actorId: actor.userId,
    actorName: user ? `${user.name}（${user.account}）` : String(actor.userId),
    action: entry.action,
    targetName: entry.targetName,
    detail: entry.detail ?? '',
    createdAt: actor.now,
  });
}

export async function listAudit(
  db: Database,
  tenantId: string,
  paging: { page: number; page_size: number },
): Promise<ListData<AuditRow>> {
  const where = eq(roleAuditLog.tenantId, tenantId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(roleAuditLog)
      .where(where)
      .orderBy(desc(roleAuditLog.createdAt), desc(roleAuditLog.id))
      .limit(paging.page_size)
      .offset(offsetOf(paging)),
    db.select({ value: count() }).from(roleAuditLog).where(and(where)),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      actor_name: row.actorName,
      action: row.action,
      action_label: AUDIT_ACTION_LABELS[row.action] ?? row.action,
      target_name: row.targetName,
      detail: row.detail,
      created_at: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page: paging.page,
    page_size: paging.page_size,
  };
}
