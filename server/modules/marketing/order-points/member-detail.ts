// spec §7 get-detail (issue #8): the member drawer: the customer, the bound identities
// (spec §3 identifier types), the balance, birthday, responsible employee with the rule that
// chose them, order figures and the latest points history.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type {
  AssignRule,
  IdentifierType,
  MemberDetail,
} from '../../../../contract/marketing/order-points';
import type { MemberKey } from '../../../../contract/marketing/order-points/member-queries';
import type { Database } from '../../../db/database';
// The detail's own history: the member was checked against the reader's scope already.
import { ALL_DATA } from '../../../http/auth/data-scope';
import { customers } from '../../../db/schema/customers';
import { memberIdentities, members, shopOrders } from '../../../db/schema/member';
import { hydrateMembers, selectMembers } from './member-list-query';
import { pointsChangePage } from './points-queries';

const HISTORY_IN_DETAIL = 10;

/** The member's id when the key names one of this tenant's members. */
export async function findMemberId(
  db: Database,
  tenantId: string,
  key: MemberKey,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.tenantId, tenantId),
        key.member_id !== undefined
          ? eq(members.id, key.member_id)
          : eq(members.externalUserId, key.external_user_id ?? ''),
      ),
    );
  return row?.id;
}

export async function memberDetail(
  db: Database,
  tenantId: string,
  memberId: number,
): Promise<MemberDetail | undefined> {
  const [record] = await selectMembers(db, tenantId).where(
    and(eq(members.tenantId, tenantId), eq(members.id, memberId)),
  );
  if (!record) return undefined;
  const [[row], customerRows, identities, [orders], history] = await Promise.all([
    hydrateMembers(db, tenantId, [record]),
    record.customerId === null
      ? Promise.resolve([])
      : db
          .select({
            id: customers.id,
            name: customers.name,
            avatar: customers.avatar,
            corp_name: customers.corpName,
            type: customers.type,
            gender: customers.gender,
          })
          .from(customers)
          .where(and(eq(customers.tenantId, tenantId), eq(customers.id, record.customerId))),
    db
      .select()
      .from(memberIdentities)
      .where(and(eq(memberIdentities.tenantId, tenantId), eq(memberIdentities.memberId, memberId)))
      .orderBy(asc(memberIdentities.boundAt)),
    db
      .select({
        count: count(),
        amount: sql<string>`coalesce(sum(${shopOrders.amount}) filter (where ${shopOrders.status} <> 4), 0)::numeric(14,2)::text`,
      })
      .from(shopOrders)
      .where(and(eq(shopOrders.tenantId, tenantId), eq(shopOrders.memberId, memberId))),
    pointsChangePage(db, tenantId, { page: 1, page_size: HISTORY_IN_DETAIL }, memberId, ALL_DATA),
  ]);
  if (!row) return undefined;
  return {
    ...row,
    customer: customerRows[0] ?? null,
    identities: identities.map((identity) => ({
      platform_type: identity.platformType,
      identifier_type: identity.identifierType as IdentifierType,
      identifier: identity.identifier,
      bound_at: identity.boundAt.toISOString(),
    })),
    responsible_rule: (record.responsibleRule ?? null) as AssignRule | null,
    order_count: orders?.count ?? 0,
    order_amount: orders?.amount ?? '0.00',
    points_history: history.list,
  };
}
