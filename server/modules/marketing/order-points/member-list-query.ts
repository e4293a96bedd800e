// spec §7 query-member-list (issue #8): search by name, phone or a bound identifier, filter by
// platform, binding status and points range, newest first, paged (spec §9). Every row also
// names its customer's avatar, its platforms and the responsible employee.
import { and, count, desc, eq, exists, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BindStatus, MemberRow } from '../../../../contract/marketing/order-points';
import type { MemberListQuery } from '../../../../contract/marketing/order-points/member-queries';
import type { Database } from '../../../db/database';
import type { DataScope } from '../../../http/auth/data-scope';
import { memberScopeFilter } from './member-scope';
import { customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { memberIdentities, members } from '../../../db/schema/member';
import { containsPattern, offsetOf } from '../../../db/list-query';

function identityExists(db: Database, tenantId: string, condition: SQL) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(memberIdentities)
      .where(
        and(
          eq(memberIdentities.tenantId, tenantId),
          eq(memberIdentities.memberId, members.id),
          condition,
        ),
      ),
  );
}

function listConditions(db: Database, tenantId: string, query: MemberListQuery) {
  const conditions: (SQL | undefined)[] = [eq(members.tenantId, tenantId)];
  const keyword = query.keyword?.trim();
  if (keyword) {
    conditions.push(
      or(
        ilike(members.name, containsPattern(keyword)),
        ilike(members.phone, containsPattern(keyword)),
        eq(members.externalUserId, keyword),
        identityExists(db, tenantId, eq(memberIdentities.identifier, keyword)),
      ),
    );
  }
  if (query.platform_type !== undefined) {
    conditions.push(
      or(
        eq(members.platformType, query.platform_type),
        identityExists(db, tenantId, eq(memberIdentities.platformType, query.platform_type)),
      ),
    );
  }
  if (query.bind_status !== undefined) conditions.push(eq(members.bindStatus, query.bind_status));
  if (query.points_min !== undefined) conditions.push(gte(members.pointsBalance, query.points_min));
  if (query.points_max !== undefined) conditions.push(lte(members.pointsBalance, query.points_max));
  return and(...conditions);
}

export const memberColumns = {
  id: members.id,
  externalUserId: members.externalUserId,
  customerId: members.customerId,
  name: members.name,
  avatar: customers.avatar,
  phone: members.phone,
  platformType: members.platformType,
  bindStatus: members.bindStatus,
  pointsBalance: members.pointsBalance,
  birthday: members.birthday,
  employeeId: employees.id,
  employeeName: employees.name,
  responsibleRule: members.responsibleRule,
  createdAt: members.createdAt,
};

export function selectMembers(db: Database, tenantId: string) {
  return db
    .select(memberColumns)
    .from(members)
    .leftJoin(
      customers,
      and(eq(customers.tenantId, tenantId), eq(customers.id, members.customerId)),
    )
    .leftJoin(
      employees,
      and(eq(employees.tenantId, tenantId), eq(employees.id, members.responsibleEmployeeId)),
    );
}

export type MemberRecord = Awaited<ReturnType<typeof selectMembers>>[number];

/** The platforms each member bought on or bound an identity of. */
async function platformsOf(db: Database, tenantId: string, memberIds: readonly number[]) {
  const byMember = new Map<number, Set<number>>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .selectDistinct({
      memberId: memberIdentities.memberId,
      platformType: memberIdentities.platformType,
    })
    .from(memberIdentities)
    .where(
      and(
        eq(memberIdentities.tenantId, tenantId),
        inArray(memberIdentities.memberId, [...memberIds]),
      ),
    );
  for (const row of rows) {
    const set = byMember.get(row.memberId) ?? new Set<number>();
    set.add(row.platformType);
    byMember.set(row.memberId, set);
  }
  return byMember;
}

export function toMemberRow(record: MemberRecord, platforms: ReadonlySet<number>): MemberRow {
  const first = record.platformType ?? 0;
  return {
    member_id: record.id ?? 0,
    external_user_id: record.externalUserId ?? '',
    customer_id: record.customerId,
    name: record.name ?? '',
    avatar: record.avatar ?? '',
    phone: record.phone ?? '',
    platform_types: [
      first,
      ...[...platforms].filter((type) => type !== first).sort((a, b) => a - b),
    ],
    bind_status: (record.bindStatus ?? 0) as BindStatus,
    points_balance: record.pointsBalance ?? '0.00',
    birthday: record.birthday,
    responsible_employee:
      record.employeeId !== null && record.employeeName !== null
        ? { id: record.employeeId, name: record.employeeName }
        : null,
    created_at: record.createdAt ? record.createdAt.toISOString() : '',
  };
}

export async function hydrateMembers(
  db: Database,
  tenantId: string,
  records: readonly MemberRecord[],
): Promise<MemberRow[]> {
  const platforms = await platformsOf(
    db,
    tenantId,
    records.map((record) => record.id ?? 0),
  );
  return records.map((record) => toMemberRow(record, platforms.get(record.id ?? 0) ?? new Set()));
}

export async function findMembers(
  db: Database,
  tenantId: string,
  query: MemberListQuery,
  scope: DataScope,
): Promise<{ list: MemberRow[]; total: number }> {
  const where = and(
    listConditions(db, tenantId, query),
    memberScopeFilter(scope, tenantId, members.id),
  );
  const [records, [totalRow]] = await Promise.all([
    selectMembers(db, tenantId)
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(members).where(where),
  ]);
  return { list: await hydrateMembers(db, tenantId, records), total: totalRow?.total ?? 0 };
}
