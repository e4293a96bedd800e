// issue #22 /order-auto-bind (docs/domain.md §7): per shop, whether and how orders are matched to
// customers (identifier types in priority order, spec §3: 1 phone, 2 order, 3 account), every
// configuration change with its before and after (bind-config-history), the identifiers a
// customer sent in a chat or an employee entered in the sidebar, and one binding result per
// order (spec §3 binding status 0 not bound, 1 success, 2 failed). The orders and members are
// the member area's (shop_orders, members); these tables only refer to them.
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

export const orderBindRules = pgTable(
  'order_bind_rules',
  {
    tenantId: tenantId(),
    /** member_shops.id. */
    shopId: integer('shop_id').notNull(),
    /** spec §3: 0 disabled, 1 enabled. */
    enabled: smallint('enabled').notNull(),
    /** Identifier types tried in this order (spec §3: 1 phone, 2 order, 3 account). */
    priority: smallint('priority').array().notNull(),
    /** A chat mention counts within this many days of the order; unmatched after it = failed. */
    matchDays: integer('match_days').notNull(),
    updatedBy: text('updated_by').notNull().default(''),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.shopId] })],
);

export const orderBindConfigHistory = pgTable(
  'order_bind_config_history',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    /** contract/company/order-auto-bind.ts CONFIG_ACTIONS. */
    action: text('action').notNull(),
    /** The rule before the change; null when the shop had none. */
    before: jsonb('before'),
    after: jsonb('after').notNull(),
    operatorName: text('operator_name').notNull(),
    at: at('at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('order_bind_config_history_tenant_at_idx').on(table.tenantId, table.at.desc()),
  ],
);

export const orderBindSignals = pgTable(
  'order_bind_signals',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    /** The employee in the chat, or who typed it in the sidebar. */
    employeeId: integer('employee_id'),
    /** spec §3: 1 phone, 2 order. */
    identifierType: smallint('identifier_type').notNull(),
    value: text('value').notNull(),
    /** 1 the customer sent it in a chat, 2 an employee entered it in the sidebar. */
    source: smallint('source').notNull(),
    seenAt: at('seen_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('order_bind_signals_once').on(
      table.tenantId,
      table.customerId,
      table.identifierType,
      table.value,
    ),
    index('order_bind_signals_value_idx').on(table.tenantId, table.identifierType, table.value),
  ],
);

export const orderBindResults = pgTable(
  'order_bind_results',
  {
    tenantId: tenantId(),
    /** shop_orders.id: one result per order, so a second run never binds twice. */
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    shopId: integer('shop_id').notNull(),
    /** spec §3: 0 not bound, 1 success, 2 failed. */
    status: smallint('status').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }),
    /** The identifier type that matched (spec §3 1/2/3). */
    identifierType: smallint('identifier_type'),
    matchedValue: text('matched_value').notNull().default(''),
    /** spec §3: 1 manual, 2 auto. */
    bindMode: smallint('bind_mode'),
    /** contract/company/order-auto-bind.ts FAILURE_REASONS; '' when bound. */
    reason: text('reason').notNull().default(''),
    candidateIds: bigint('candidate_ids', { mode: 'number' }).array().notNull().default([]),
    /** The employee the binding goes to (chat or sidebar), or null. */
    employeeId: integer('employee_id'),
    operatorName: text('operator_name').notNull().default(''),
    /** What binding did to the member link, so an unbind undoes exactly that. */
    memberChange: text('member_change').notNull().default('none'),
    previousMemberId: bigint('previous_member_id', { mode: 'number' }),
    /** A manual decision (bind or unbind) the job leaves alone. */
    locked: smallint('locked').notNull().default(0),
    /** The match window counts from here (the order's time, or a retry). */
    windowFrom: at('window_from').notNull(),
    checkedAt: at('checked_at').notNull(),
    boundAt: at('bound_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.orderId] }),
    index('order_bind_results_tenant_status_idx').on(table.tenantId, table.status),
  ],
);
