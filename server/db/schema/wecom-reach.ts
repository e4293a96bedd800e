// Reach through WeCom (issue #40, docs/wecom.md "Reach on WeCom"): the temporary media each
// tenant uploaded (valid 3 days on WeCom), the add_msg_template calls of a mass send and
// their polling checkpoints, the moment tasks' WeCom ids, and the app messages (SOP
// reminders) with their claim so a retry never sends twice.
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
import { at, claimedCall, tenantBigIdentity, tenantId, tenantIdentity } from './columns';

/** One uploaded temporary media per (purpose, type, content hash): reused until near expiry. */
export const wecomMedia = pgTable(
  'wecom_media',
  {
    tenantId: tenantId(),
    /** 'message' (media/upload) or 'moment' (media/upload_attachment). */
    purpose: text('purpose').notNull(),
    mediaType: text('media_type').notNull(),
    sha256: text('sha256').notNull(),
    mediaId: text('media_id').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.purpose, table.mediaType, table.sha256] }),
  ],
);

/**
 * One add_msg_template call: a sending employee's recipients of one send, at most WeCom's
 * per-call cap. state: 0 new, 1 claimed (the call is being made), 2 created (msgid known),
 * 3 finished (every result read), 4 failed (WeCom refused; `error`), 5 cancelled.
 */
export const wecomMassBatches = pgTable(
  'wecom_mass_batches',
  {
    ...tenantIdentity(),
    sendId: integer('send_id').notNull(),
    taskId: integer('task_id').notNull(),
    batchNo: integer('batch_no').notNull(),
    /** Our recipient rows of this call: first and last recipient id (inclusive). */
    firstRecipientId: bigint('first_recipient_id', { mode: 'number' }).notNull(),
    lastRecipientId: bigint('last_recipient_id', { mode: 'number' }).notNull(),
    ...claimedCall(),
    /** get_groupmsg_send_result's next cursor (the checkpoint of a restarted poll). */
    resultCursor: text('result_cursor').notNull().default(''),
    remindedAt: jsonb('reminded_at')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('wecom_mass_batches_task_batch_unique').on(table.tenantId, table.taskId, table.batchNo),
    index('wecom_mass_batches_state_idx').on(table.tenantId, table.state),
  ],
);

/** A moment task on WeCom: add_moment_task's jobid, then the moment_id it created. */
export const wecomMomentTasks = pgTable(
  'wecom_moment_tasks',
  {
    tenantId: tenantId(),
    taskId: integer('task_id').notNull(),
    /** 0 new, 1 claimed, 2 job created, 3 moment created, 4 failed, 5 cancelled. */
    state: smallint('state').notNull().default(0),
    jobId: text('job_id'),
    momentId: text('moment_id'),
    /** get_moment_task_result's lists of senders / customers WeCom refused, and why. */
    invalid: jsonb('invalid').$type<Record<string, unknown>>().notNull().default({}),
    /** Customers who can see each employee's post (get_moment_customer_list), by employee id. */
    customers: jsonb('customers').$type<Record<string, number>>().notNull().default({}),
    error: text('error').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.taskId] })],
);

/**
 * An app message (message/send) to one employee, claimed before it is sent. `key` names what
 * it is for (an SOP step: `sop:<plan>:<step>:<employee>:<due batch>`): one row, one message.
 * state: 0 pending, 1 sending, 2 sent, 3 failed.
 */
export const wecomAppMessages = pgTable(
  'wecom_app_messages',
  {
    ...tenantBigIdentity(),
    key: text('key').notNull(),
    employeeId: integer('employee_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The sidebar page the message links to (`/sidebar/<page>`). */
    path: text('path').notNull(),
    /** A first claim: within WeCom's duplicate-check interval a cut-off send may repeat. */
    ...claimedCall(),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('wecom_app_messages_key_unique').on(table.tenantId, table.key),
    index('wecom_app_messages_state_idx').on(table.tenantId, table.state),
  ],
);
