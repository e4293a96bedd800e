// issue #18 SOPs (docs/domain.md §2): a plan (its steps in `config`), the targets that joined it
// (a customer with its executing employee, or a group with its owner), one task per step and
// target (the reminder the employee sees and marks sent), and the sandbox's test clock.
// Every key leads with tenant_id.
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

export const sopPlans = pgTable(
  'sop_plans',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** contract/reach/sop.ts SOP_KIND_CODES: 1 customer (/chat-sop), 2 group (/group-sop). */
    kind: smallint('kind').notNull(),
    name: text('name').notNull(),
    businessType: smallint('business_type').notNull(),
    /** The validated plan body (target, executors, timing, steps, DND, early end). */
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    /** 1 running, 2 paused. */
    state: smallint('state').notNull().default(1),
    pausedAt: at('paused_at'),
    createdBy: integer('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('sop_plans_tenant_kind_idx').on(table.tenantId, table.kind, table.createdAt.desc()),
  ],
);

export const sopTargets = pgTable(
  'sop_targets',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    planId: integer('plan_id').notNull(),
    /** A customer id (kind 1) or a group id (kind 2). */
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    employeeId: integer('employee_id').notNull(),
    /** When the target joined the plan: the anchor of "day N" and "after X hours". */
    joinedAt: at('joined_at').notNull(),
    /** [LW] executeState: 1 running, 2 ended early, 3 done, 4 error. */
    state: smallint('state').notNull().default(1),
    endReason: text('end_reason').notNull().default(''),
    endedAt: at('ended_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('sop_targets_plan_target_unique').on(table.tenantId, table.planId, table.targetId),
  ],
);

export const sopTasks = pgTable(
  'sop_tasks',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    planId: integer('plan_id').notNull(),
    targetRowId: bigint('target_row_id', { mode: 'number' }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    employeeId: integer('employee_id').notNull(),
    /** 1-based step number in the plan. */
    step: smallint('step').notNull(),
    dueAt: at('due_at').notNull(),
    /** contract SOP_TASK_STATUS: 0 scheduled, 1 due, 2 sent, 3 ended, 4 failed, 5 skipped. */
    status: smallint('status').notNull().default(0),
    remindedAt: at('reminded_at'),
    sentAt: at('sent_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('sop_tasks_target_step_unique').on(table.tenantId, table.targetRowId, table.step),
    index('sop_tasks_tenant_status_due_idx').on(table.tenantId, table.status, table.dueAt),
    index('sop_tasks_tenant_plan_idx').on(table.tenantId, table.planId, table.step),
    index('sop_tasks_tenant_target_idx').on(table.tenantId, table.targetId, table.status),
  ],
);

/** Sandbox: the test-only clock offset of a tenant's SOP timeline (issue #18 e2e). */
export const sandboxSopClock = pgTable('sandbox_sop_clock', {
  tenantId: tenantId().primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
});
