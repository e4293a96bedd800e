// issue #16 /group-welcome reads: templates with the groups and owners using them (and how
// many live groups that makes), one template with its form, the join log, the group options.
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import { GROUP_WELCOME_ERROR_CODES } from '../../../../contract/acquiring/group-welcome';
import type {
  GroupOption,
  GroupWelcomeDetail,
  GroupWelcomeLogRow,
  GroupWelcomeReason,
  GroupWelcomeRow,
} from '../../../../contract/acquiring/group-welcome';
import type { Ref } from '../../../../contract/acquiring/tool-fields';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { groupWelcomeLogs, groupWelcomeTemplates } from '../../../db/schema/acquiring-welcome';
import { customerGroupMembers, customerGroups, customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { BusinessError } from '../../../http/http-errors';
import { addChinaDays, chinaDayStart } from '../../../../contract/china-time';
import { groupMessageOf } from './group-welcome-message';
import { containsPattern, offsetOf } from '../../../db/list-query';

type Template = typeof groupWelcomeTemplates.$inferSelect;

export async function groupOptionsOf(db: Database, tenantId: string): Promise<GroupOption[]> {
  const rows = await db
    .select({
      id: customerGroups.id,
      name: customerGroups.name,
      ownerId: customerGroups.ownerEmployeeId,
      ownerName: employees.name,
      members: sql<number>`(select count(*)::int from ${customerGroupMembers} m where m.tenant_id = customer_groups.tenant_id and m.group_id = customer_groups.id and m.left_at is null)`,
    })
    .from(customerGroups)
    .leftJoin(
      employees,
      and(
        eq(employees.tenantId, customerGroups.tenantId),
        eq(employees.id, customerGroups.ownerEmployeeId),
      ),
    )
    .where(and(eq(customerGroups.tenantId, tenantId), isNull(customerGroups.dismissedAt)))
    .orderBy(desc(customerGroups.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    owner: row.ownerId === null ? null : { id: row.ownerId, name: row.ownerName ?? '' },
    member_count: row.members,
  }));
}

async function toRows(db: Database, tenantId: string, records: readonly Template[], now: Date) {
  const groups = await groupOptionsOf(db, tenantId);
  const ownerIds = [...new Set(records.flatMap((row) => row.ownerEmployeeIds))];
  const [owners, sent] = await Promise.all([
    ownerIds.length
      ? db
          .select({ id: employees.id, name: employees.name })
          .from(employees)
          .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, ownerIds)))
      : [],
    records.length
      ? db
          .select({ id: groupWelcomeLogs.templateId, value: count() })
          .from(groupWelcomeLogs)
          .where(
            and(
              eq(groupWelcomeLogs.tenantId, tenantId),
              eq(groupWelcomeLogs.outcome, 'sent'),
              gte(groupWelcomeLogs.occurredAt, new Date(now.getTime() - 30 * 86_400_000)),
            ),
          )
          .groupBy(groupWelcomeLogs.templateId)
      : [],
  ]);
  const ownerBy = new Map(owners.map((row) => [row.id, row]));
  const sentBy = new Map(sent.map((row) => [row.id, row.value]));
  return records.map((record): GroupWelcomeDetail => {
    const message = groupMessageOf(record.message);
    const named = groups.filter((group) => record.groupIds.includes(group.id));
    const used = groups.filter(
      (group) =>
        record.groupIds.includes(group.id) ||
        (group.owner !== null && record.ownerEmployeeIds.includes(group.owner.id)),
    );
    return {
      id: record.id,
      name: record.name,
      message,
      groups: named.map(({ id, name }): Ref => ({ id, name })),
      owners: record.ownerEmployeeIds.flatMap((id) => ownerBy.get(id) ?? []),
      group_count: used.length,
      sent_30d: sentBy.get(record.id) ?? 0,
      updated_at: record.updatedAt.toISOString(),
      config: {
        name: record.name,
        message,
        group_ids: record.groupIds,
        owner_employee_ids: record.ownerEmployeeIds,
      },
    };
  });
}

export async function listGroupWelcomes(
  db: Database,
  tenantId: string,
  query: { page: number; page_size: number; name?: string | undefined },
  now: Date,
): Promise<ListData<GroupWelcomeRow>> {
  const where = and(
    eq(groupWelcomeTemplates.tenantId, tenantId),
    query.name ? ilike(groupWelcomeTemplates.name, containsPattern(query.name)) : undefined,
  );
  const [records, [total]] = await Promise.all([
    db
      .select()
      .from(groupWelcomeTemplates)
      .where(where)
      .orderBy(desc(groupWelcomeTemplates.updatedAt), desc(groupWelcomeTemplates.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(groupWelcomeTemplates).where(where),
  ]);
  const rows = await toRows(db, tenantId, records, now);
  return {
    list: rows.map(({ config: _config, ...row }) => row),
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function groupWelcomeDetailOf(db: Database, tenantId: string, id: number, now: Date) {
  const records = await db
    .select()
    .from(groupWelcomeTemplates)
    .where(and(eq(groupWelcomeTemplates.tenantId, tenantId), eq(groupWelcomeTemplates.id, id)));
  const [row] = await toRows(db, tenantId, records, now);
  if (!row)
    throw new BusinessError(GROUP_WELCOME_ERROR_CODES.notFound, '入群欢迎语不存在或已被删除');
  return row;
}

export async function listGroupWelcomeLogs(
  db: Database,
  tenantId: string,
  query: {
    page: number;
    page_size: number;
    group_id?: number | undefined;
    outcome?: 'sent' | 'skipped' | 'failed' | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
): Promise<ListData<GroupWelcomeLogRow>> {
  const log = groupWelcomeLogs;
  const where = and(
    eq(log.tenantId, tenantId),
    query.group_id === undefined ? undefined : eq(log.groupId, query.group_id),
    query.outcome === undefined ? undefined : eq(log.outcome, query.outcome),
    query.from === undefined ? undefined : gte(log.occurredAt, chinaDayStart(query.from)),
    query.to === undefined
      ? undefined
      : lt(log.occurredAt, chinaDayStart(addChinaDays(query.to, 1))),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: log,
        groupName: customerGroups.name,
        customerName: customers.name,
        templateName: groupWelcomeTemplates.name,
      })
      .from(log)
      .leftJoin(
        customerGroups,
        and(eq(customerGroups.tenantId, log.tenantId), eq(customerGroups.id, log.groupId)),
      )
      .leftJoin(
        customers,
        and(eq(customers.tenantId, log.tenantId), eq(customers.id, log.customerId)),
      )
      .leftJoin(
        groupWelcomeTemplates,
        and(
          eq(groupWelcomeTemplates.tenantId, log.tenantId),
          eq(groupWelcomeTemplates.id, log.templateId),
        ),
      )
      .where(where)
      .orderBy(desc(log.occurredAt), desc(log.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(log).where(where),
  ]);
  return {
    list: rows.map(({ row, groupName, customerName, templateName }) => ({
      id: row.id,
      occurred_at: row.occurredAt.toISOString(),
      group: { id: row.groupId, name: groupName ?? '已解散的群' },
      customer: { id: row.customerId, name: customerName ?? '已删除客户' },
      template:
        row.templateId === null ? null : { id: row.templateId, name: templateName ?? '已删除模板' },
      outcome: row.outcome as GroupWelcomeLogRow['outcome'],
      reason: row.reason as GroupWelcomeReason,
      detail: row.detail,
    })),
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
