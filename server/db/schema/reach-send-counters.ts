// issue #17 "true per-customer status" without counting 100,000 rows on every read: one row
// per mass-send task (sending employee) holding how many of its recipient rows are in each
// status. The rows are kept by statement triggers on mass_send_recipients (migration
// 0031_sendhot): every insert, status change and delete adjusts them in the same statement,
// so a fan-out chunk, a delivery batch or a cancel and its counters commit or roll back
// together, and a replayed batch that changes no row changes no counter. A send's totals are
// the sum over its tasks (one row per sending employee).
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenantId } from './columns';

export const reachSendCounters = pgTable(
  'reach_send_counters',
  {
    tenantId: tenantId(),
    taskId: integer('task_id').notNull(),
    sendId: integer('send_id').notNull(),
    recipients: integer('recipients').notNull().default(0),
    pending: integer('pending').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    notFriend: integer('not_friend').notNull().default(0),
    limitReached: integer('limit_reached').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.taskId] }),
    index('reach_send_counters_send_idx').on(table.tenantId, table.sendId),
  ],
);
