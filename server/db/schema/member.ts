// Members and points (issue #8, spec §3, §7 /scrm/v1/member): the tenant's linked shops, the
// points rule of each platform, members (shop buyers, bound to a customer or not) with their
// bound identities, our mirror of the shops' orders, and the points history.
// docs/conventions.md "Tenants never mix": every key leads with tenant_id.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

/** spec §9: money and points keep 2 decimals (decimal text in and out, never a float). */
const decimal = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A shop the tenant linked (spec §3 platform codes 1–16). */
export const memberShops = pgTable(
  'member_shops',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    platformType: smallint('platform_type').notNull(),
    name: text('name').notNull(),
    /** The shop's id on its platform. */
    shopCode: text('shop_code').notNull(),
    linkedAt: at('linked_at').notNull().defaultNow(),
    /** The authorization's end; null = no end. */
    expiresAt: at('expires_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('member_shops_tenant_platform_code_unique').on(
      table.tenantId,
      table.platformType,
      table.shopCode,
    ),
  ],
);

/** One points rule per linked platform (integral-set/*). */
export const memberPointsRules = pgTable(
  'member_points_rules',
  {
    tenantId: tenantId(),
    platformType: smallint('platform_type').notNull(),
    /** spec §3: 0 disabled, 1 enabled. */
    status: smallint('status').notNull(),
    amountPerPoint: numeric('amount_per_point', { precision: 12, scale: 2 }).notNull(),
    earnStatus: smallint('earn_status').notNull(),
    rounding: smallint('rounding').notNull(),
    validityType: smallint('validity_type').notNull(),
    validityDays: integer('validity_days'),
    /** spec §3: 10 first friend added, 20 first to bind e-commerce; the fallback likewise. */
    assignRule: smallint('assign_rule').notNull(),
    assignFallback: smallint('assign_fallback').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.platformType] })],
);

export const members = pgTable(
  'members',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** The bound customer (issue #9's customers), null while not bound. */
    customerId: bigint('customer_id', { mode: 'number' }),
    externalUserId: text('external_user_id'),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    /** spec §3: 0 not bound, 1 success, 2 failed. */
    bindStatus: smallint('bind_status').notNull().default(0),
    /** The platform the member first bought on. */
    platformType: smallint('platform_type').notNull(),
    responsibleEmployeeId: integer('responsible_employee_id'),
    /** Which assign rule (10/20) chose the responsible employee. */
    responsibleRule: smallint('responsible_rule'),
    /** The employee who bound the member to the customer (assign rule 20). */
    boundByEmployeeId: integer('bound_by_employee_id'),
    /** Never below zero: checked here and by every change's conditional update. */
    pointsBalance: decimal('points_balance').notNull().default('0'),
    createdAt: at('created_at').notNull().defaultNow(),
    boundAt: at('bound_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('members_tenant_external_unique').on(table.tenantId, table.externalUserId),
    unique('members_tenant_customer_unique').on(table.tenantId, table.customerId),
    index('members_tenant_created_idx').on(table.tenantId, table.createdAt.desc(), table.id.desc()),
    index('members_tenant_points_idx').on(table.tenantId, table.pointsBalance),
    check('members_points_not_negative', sql`${table.pointsBalance} >= 0`),
  ],
);

/** spec §3 identifier types (1 phone, 2 order, 3 account) bound per platform. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    tenantId: text('tenant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    platformType: smallint('platform_type').notNull(),
    identifierType: smallint('identifier_type').notNull(),
    identifier: text('identifier').notNull(),
    boundAt: at('bound_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      columns: [table.tenantId, table.platformType, table.identifierType, table.identifier],
    }),
    foreignKey({
      name: 'member_identities_member_fk',
      columns: [table.tenantId, table.memberId],
      foreignColumns: [members.tenantId, members.id],
    }).onDelete('cascade'),
    index('member_identities_tenant_member_idx').on(table.tenantId, table.memberId),
  ],
);

/** Our mirror of the shops' orders, written by the order events (spec §3 order status). */
export const shopOrders = pgTable(
  'shop_orders',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    platformType: smallint('platform_type').notNull(),
    shopCode: text('shop_code').notNull(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    amount: decimal('amount').notNull(),
    status: smallint('status').notNull(),
    orderedAt: at('ordered_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('shop_orders_tenant_platform_no_unique').on(
      table.tenantId,
      table.platformType,
      table.orderNo,
    ),
    index('shop_orders_tenant_member_idx').on(table.tenantId, table.memberId),
  ],
);

/** The points history: every change with the balance after it, operator and time. */
export const memberPointsChanges = pgTable(
  'member_points_changes',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** contract/marketing/order-points.ts CHANGE_TYPES: 1 order earn, 2 order reversal, 3 manual, 4 expiry. */
    changeType: smallint('change_type').notNull(),
    points: decimal('points').notNull(),
    balanceAfter: decimal('balance_after').notNull(),
    /** The order that earned or reversed; null for manual changes and expiry. */
    orderId: bigint('order_id', { mode: 'number' }),
    /** For an expiry: the earn it expires. */
    sourceId: bigint('source_id', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
    operatorUserId: integer('operator_user_id'),
    operatorName: text('operator_name').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    /** For an earn under a rule with a validity: when its points expire. */
    expiresAt: at('expires_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // issue #8: an order grants (and reverses) once, however often its event is replayed.
    unique('member_points_changes_order_unique').on(
      table.tenantId,
      table.orderId,
      table.changeType,
    ),
    unique('member_points_changes_source_unique').on(table.tenantId, table.sourceId),
    foreignKey({
      name: 'member_points_changes_member_fk',
      columns: [table.tenantId, table.memberId],
      foreignColumns: [members.tenantId, members.id],
    }).onDelete('cascade'),
    index('member_points_changes_member_idx').on(
      table.tenantId,
      table.memberId,
      table.createdAt.desc(),
    ),
    index('member_points_changes_tenant_idx').on(
      table.tenantId,
      table.changeType,
      table.createdAt.desc(),
    ),
    index('member_points_changes_expiry_idx')
      .on(table.tenantId, table.expiresAt)
      .where(sql`${table.expiresAt} is not null`),
  ],
);
