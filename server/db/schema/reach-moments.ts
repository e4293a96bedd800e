// issue #17 /moment-dispatch: reminders sent to employees who have not published a moment
// (docs/domain.md §0: at most 3 reminders per employee in 24 hours, counted from these rows).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const momentReminders = pgTable(
  'moment_reminders',
  {
    tenantId: text('tenant_id').notNull(),
    taskId: integer('task_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    remindedAt: at('reminded_at').notNull(),
  },
  (table) => [
    index('moment_reminders_task_idx').on(
      table.tenantId,
      table.taskId,
      table.employeeId,
      table.remindedAt,
    ),
  ],
);
