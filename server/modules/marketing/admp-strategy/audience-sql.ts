// issue #20 /admp-strategy: each condition kind as one SQL set of the tenant's customer ids,
// combined with AND (all sets) or OR (any set). The server tests compare every kind and both
// combinations with a direct query (issue #20 "Done when").
import { sql, type SQL } from 'drizzle-orm';
import type { AudienceCondition } from '../../../../contract/marketing/admp-strategy';
import { idList } from '../../customer/shared/sql-rows';

const since = (now: Date, days?: number): SQL =>
  days
    ? sql`${new Date(now.getTime() - days * 86_400_000).toISOString()}::timestamptz`
    : sql`'-infinity'::timestamptz`;

/** `select customer_id …` of one condition, tenant-scoped. */
export function conditionSet(tenantId: string, condition: AudienceCondition, now: Date): SQL {
  switch (condition.kind) {
    case 'tag':
      return sql`select customer_id from customer_tags
        where tenant_id = ${tenantId} and tag_id in (${idList(condition.tag_ids)})`;
    case 'attribute':
      return condition.attribute === 'gender'
        ? sql`select id from customers where tenant_id = ${tenantId} and gender = ${condition.value}`
        : sql`select id from customers where tenant_id = ${tenantId} and type = ${condition.value}`;
    case 'custom_field':
      // a text value equal, or a multiple-choice array containing it
      return sql`select customer_id from customer_field_values
        where tenant_id = ${tenantId} and field_id = ${condition.field_id}
          and (value = to_jsonb(${condition.value}::text)
            or (jsonb_typeof(value) = 'array' and value @> jsonb_build_array(${condition.value}::text)))`;
    case 'audience':
      return sql`select customer_id from audience_members
        where tenant_id = ${tenantId} and audience_id = ${condition.audience_id}`;
    case 'group':
      return sql`select member_id from customer_group_members
        where tenant_id = ${tenantId} and group_id = ${condition.group_id}
          and member_type = 2 and left_at is null`;
    case 'behaviour':
      return behaviourSet(tenantId, condition, now);
  }
}

function behaviourSet(
  tenantId: string,
  condition: Extract<AudienceCondition, { kind: 'behaviour' }>,
  now: Date,
): SQL {
  const from = since(now, condition.days);
  switch (condition.behaviour) {
    case 'added_via_code':
      return sql`select customer_id from customer_relations
        where tenant_id = ${tenantId} and channel_code_id is not null and added_at >= ${from}`;
    case 'radar_opened':
      return sql`select customer_id from radar_opens
        where tenant_id = ${tenantId} and opened_at >= ${from}`;
    case 'form_submitted':
      return sql`select customer_id from superform_records
        where tenant_id = ${tenantId} and behaviour = 2 and customer_id is not null
          and created_at >= ${from}`;
    case 'bought':
      // spec §3 order status 4 = cancelled: not a purchase
      return sql`select m.customer_id from shop_orders o
        join members m on m.tenant_id = o.tenant_id and m.id = o.member_id
        where o.tenant_id = ${tenantId} and m.customer_id is not null and o.status <> 4
          and o.ordered_at >= ${from}`;
    case 'points':
      return sql`select customer_id from members
        where tenant_id = ${tenantId} and customer_id is not null
          and points_balance >= ${String(condition.min ?? 0)}::numeric`;
  }
}

/** The whole audience: customer ids of the tenant matching all (and) / any (or) conditions. */
export function audienceSet(
  tenantId: string,
  logic: 'and' | 'or',
  conditions: readonly AudienceCondition[],
  now: Date,
): SQL {
  const parts = conditions.map(
    (condition) => sql`c.id in (${conditionSet(tenantId, condition, now)})`,
  );
  return sql`select c.id from customers c where c.tenant_id = ${tenantId}
    and (${sql.join(parts, logic === 'and' ? sql` and ` : sql` or `)})`;
}
