// issue #16 /fission-add-fans 裂变加粉 (docs/domain.md §1): a fission task (poster, target employees,
// multi-stage goal, reward, time window, anti-cheat settings), its participants (each with an
// own poster key; the one who shared the poster they came through is their inviter), every
// invite (valid / lost / not a new friend) and the rewards each stage unlocked.
import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
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

export const fissionTasks = pgTable(
  'fission_tasks',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** China-time day start of the first day; the window is [startAt, endAt). */
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    /** contract/acquiring/fission-add-fans.ts FissionForm, validated on write. */
    config: jsonb('config')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The unguessable key of the task's own poster URL (/s/f/:key), unique across tenants. */
    scanKey: text('scan_key').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('fission_tasks_tenant_created_idx').on(table.tenantId, table.createdAt.desc()),
  ],
);

export const fissionParticipants = pgTable(
  'fission_participants',
  {
    tenantId: text('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    taskId: integer('task_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    employeeId: integer('employee_id').notNull(),
    /** The participant whose poster brought this one in; null for the task's own poster. */
    inviterId: integer('inviter_id'),
    /** This participant's own poster URL key (/s/f/:key), unique across tenants. */
    posterKey: text('poster_key').notNull().unique(),
    joinedAt: at('joined_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'fission_participants_task_fk',
      columns: [table.tenantId, table.taskId],
      foreignColumns: [fissionTasks.tenantId, fissionTasks.id],
    }).onDelete('cascade'),
    unique('fission_participants_once').on(table.tenantId, table.taskId, table.customerId),
    index('fission_participants_task_idx').on(table.tenantId, table.taskId, table.joinedAt),
  ],
);

export const fissionInvites = pgTable(
  'fission_invites',
  {
    tenantId: text('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    taskId: integer('task_id').notNull(),
    inviterId: integer('inviter_id').notNull(),
    inviteeCustomerId: bigint('invitee_customer_id', { mode: 'number' }).notNull(),
    employeeId: integer('employee_id').notNull(),
    /** contract FISSION_INVITE_STATUS: 1 valid, 2 lost (deleted within N days), 3 not new. */
    status: smallint('status').notNull(),
    addedAt: at('added_at').notNull(),
    lostAt: at('lost_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'fission_invites_task_fk',
      columns: [table.tenantId, table.taskId],
      foreignColumns: [fissionTasks.tenantId, fissionTasks.id],
    }).onDelete('cascade'),
    // An invitee counts once per task, whichever poster they came through.
    unique('fission_invites_invitee_once').on(
      table.tenantId,
      table.taskId,
      table.inviteeCustomerId,
    ),
    index('fission_invites_inviter_idx').on(table.tenantId, table.taskId, table.inviterId),
  ],
);

export const fissionRewards = pgTable(
  'fission_rewards',
  {
    tenantId: text('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    taskId: integer('task_id').notNull(),
    participantId: integer('participant_id').notNull(),
    stage: smallint('stage').notNull(),
    /** contract FISSION_REWARD_STATUS: 1 to hand over, 2 handed over. */
    status: smallint('status').notNull(),
    /** The link, the redemption code given out, or '' for one the employee hands over. */
    value: text('value').notNull().default(''),
    reachedAt: at('reached_at').notNull(),
    grantedAt: at('granted_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'fission_rewards_task_fk',
      columns: [table.tenantId, table.taskId],
      foreignColumns: [fissionTasks.tenantId, fissionTasks.id],
    }).onDelete('cascade'),
    unique('fission_rewards_stage_once').on(table.tenantId, table.participantId, table.stage),
  ],
);
