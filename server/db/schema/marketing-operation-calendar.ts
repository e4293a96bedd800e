// issue #20 /operation-plan 日历: every reschedule an operator made from the calendar — which
// operation, from when to when, who moved it and when (the operation's own row holds the new
// time; this is the record of who moved it).
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

export const operationCalendarMoves = pgTable(
  'operation_calendar_moves',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** contract/marketing/operation-calendar.ts CALENDAR_TYPES. */
    type: text('type').notNull(),
    targetId: integer('target_id').notNull(),
    fromAt: at('from_at').notNull(),
    toAt: at('to_at').notNull(),
    movedBy: integer('moved_by').notNull(),
    movedAt: at('moved_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('operation_calendar_moves_target_idx').on(table.tenantId, table.type, table.targetId),
  ],
);
