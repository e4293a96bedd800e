// issue #16 community growth (docs/domain.md §1 /new-customer-join-group, /tag-invite-group):
// new-customer rules that send a new friend a welcome carrying a group join card, with one
// record per customer reached; tag-invite tasks that pick customers by tags and ask employees
// to invite them, with one recipient row per customer and the reminders sent to employees.
import { sql } from 'drizzle-orm';
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

const jsonObject = (name: string) =>
  jsonb(name)
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`);

export const newCustomerGroupRules = pgTable(
  'new_customer_group_rules',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** 1 on, 2 off. */
    status: smallint('status').notNull().default(1),
    /** contract/acquiring/new-customer-join-group.ts NewCustomerRuleForm, validated on write. */
    config: jsonObject('config'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('new_customer_group_rules_tenant_name_unique').on(table.tenantId, table.name),
  ],
);

/** One customer reached by a rule: the welcome with the group card, then the join. */
export const newCustomerGroupRecords = pgTable(
  'new_customer_group_records',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    ruleId: integer('rule_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    employeeId: integer('employee_id').notNull(),
    channelCodeId: integer('channel_code_id'),
    /** The group whose card the welcome carried. */
    groupId: integer('group_id'),
    /** 1 sent (已发送), 2 joined (已入群). */
    status: smallint('status').notNull().default(1),
    sentAt: at('sent_at').notNull(),
    joinedAt: at('joined_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('new_customer_group_records_once').on(table.tenantId, table.ruleId, table.customerId),
    index('new_customer_group_records_rule_idx').on(table.tenantId, table.ruleId, table.sentAt),
  ],
);

export const tagInviteTasks = pgTable(
  'tag_invite_tasks',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** contract/acquiring/tag-invite-group.ts TagInviteForm, validated on write. */
    config: jsonObject('config'),
    /** 1 pending (待执行), 2 inviting (邀请中), 3 done (已完成). */
    status: smallint('status').notNull().default(1),
    /** Per employee: the platform's task id of the invitation list (sandbox mass task). */
    platformTasks: jsonb('platform_tasks')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('tag_invite_tasks_tenant_name_unique').on(table.tenantId, table.name),
  ],
);

export const tagInviteRecipients = pgTable(
  'tag_invite_recipients',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    taskId: integer('task_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    employeeId: integer('employee_id').notNull(),
    groupId: integer('group_id'),
    /** 0 待邀请, 1 已发送, 2 已入群, 3 失败. */
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    sentAt: at('sent_at'),
    joinedAt: at('joined_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('tag_invite_recipients_once').on(table.tenantId, table.taskId, table.customerId),
    index('tag_invite_recipients_task_idx').on(table.tenantId, table.taskId, table.status),
  ],
);

/** A reminder sent to an employee who had not sent the task's invitations. */
export const tagInviteReminders = pgTable(
  'tag_invite_reminders',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    taskId: integer('task_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    unsent: integer('unsent').notNull(),
    remindedAt: at('reminded_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('tag_invite_reminders_task_idx').on(table.tenantId, table.taskId),
  ],
);
