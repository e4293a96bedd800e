// issue #22 /performance-rule and /performance-order: versions of the attribution rule (the
// tenant default and per-shop overrides; saving appends, nothing is rewritten), each order's
// recorded attribution under the version in force at its time, and the audit of hand changes.
// The orders themselves are the member area's mirror (shop_orders); these tables only refer.
import { bigint, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

export const performanceRuleVersions = pgTable(
  'performance_rule_versions',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** member_shops.id of an override; null = the tenant's default rule. */
    shopId: integer('shop_id'),
    /** spec §3: 110 after assignment, 120 after binding. */
    attributionMode: smallint('attribution_mode').notNull(),
    /** spec §3: 10 first friend added, 20 first to bind e-commerce (the fallback likewise). */
    assignRule: smallint('assign_rule').notNull(),
    assignFallback: smallint('assign_fallback').notNull(),
    lockDays: integer('lock_days').notNull(),
    /** 'department' | 'none'. */
    onLeave: text('on_leave').notNull(),
    /** An override removed from this moment on (its shop falls back to the default). */
    removed: smallint('removed').notNull().default(0),
    effectiveFrom: at('effective_from').notNull(),
    createdBy: text('created_by').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('performance_rule_versions_tenant_shop_idx').on(
      table.tenantId,
      table.shopId,
      table.effectiveFrom.desc(),
    ),
  ],
);

export const performanceAttributions = pgTable(
  'performance_attributions',
  {
    tenantId: tenantId(),
    /** shop_orders.id. */
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** The version in force at the order's time; 0 = the built-in default. */
    ruleVersionId: integer('rule_version_id').notNull(),
    employeeId: integer('employee_id'),
    departmentId: integer('department_id'),
    /** contract/company/performance-order.ts ATTRIBUTION_REASONS. */
    reason: text('reason').notNull(),
    attributedAt: at('attributed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.orderId] }),
    index('performance_attributions_tenant_employee_idx').on(table.tenantId, table.employeeId),
  ],
);

export const performanceAttributionChanges = pgTable(
  'performance_attribution_changes',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    fromEmployeeId: integer('from_employee_id'),
    toEmployeeId: integer('to_employee_id'),
    reason: text('reason').notNull(),
    operatorName: text('operator_name').notNull(),
    at: at('at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('performance_attribution_changes_order_idx').on(table.tenantId, table.orderId),
  ],
);
