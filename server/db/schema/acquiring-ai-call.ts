// issue #16 /ai-call 导入表格加粉 (docs/domain.md §1): an import of a spreadsheet of phone numbers
// (the report of rejected rows with line numbers, staged until the operator confirms), its
// numbers assigned to employees who add them (states 待分配/待添加/待通过/已添加/无效号码/重复),
// and the reminders sent to employees whose numbers wait too long.
import { sql } from 'drizzle-orm';
import {
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

/** A rejected or staged row of the sheet, as the import report shows it. */
export interface StagedRow {
  readonly line: number;
  readonly phone: string;
  readonly name: string;
  readonly tags: string;
  readonly remark: string;
  /** contract/acquiring/ai-call.ts NUMBER_STATUS: 0 valid (assigned on write), 4 invalid, 5 duplicate. */
  readonly status: number;
  readonly reason: string;
}

export const aiCallImports = pgTable(
  'ai_call_imports',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    /** contract IMPORT_STATUS: parsing, confirm, running, paused, done, failed, cancelled. */
    status: text('status').notNull().default('parsing'),
    /** even: round robin over employee_ids; manual: rows wait 待分配. */
    assignMode: text('assign_mode').notNull().default('even'),
    employeeIds: jsonb('employee_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tagIds: jsonb('tag_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    remindAfterDays: integer('remind_after_days').notNull().default(2),
    recycleAfterDays: integer('recycle_after_days').notNull().default(7),
    /** The uploaded file (base64) until the job has parsed it. */
    fileContent: text('file_content'),
    /** Every parsed row until the operator confirms (nothing partial is written before). */
    staged: jsonb('staged').$type<StagedRow[]>(),
    /** Rejected rows with line numbers and why (kept after writing, for the report). */
    report: jsonb('report')
      .$type<StagedRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    failure: text('failure').notNull().default(''),
    totalRows: integer('total_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    duplicateRows: integer('duplicate_rows').notNull().default(0),
    jobId: text('job_id'),
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('ai_call_imports_created').on(table.tenantId, table.createdAt),
  ],
);

export const aiCallNumbers = pgTable(
  'ai_call_numbers',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    importId: integer('import_id').notNull(),
    line: integer('line').notNull(),
    phone: text('phone').notNull(),
    name: text('name').notNull().default(''),
    tags: text('tags').notNull().default(''),
    remark: text('remark').notNull().default(''),
    employeeId: integer('employee_id'),
    /** 0 待分配, 1 待添加, 2 待通过, 3 已添加, 4 无效号码, 5 重复. */
    status: smallint('status').notNull(),
    reason: text('reason').notNull().default(''),
    allotNum: integer('allot_num').notNull().default(0),
    assignedAt: at('assigned_at'),
    requestedAt: at('requested_at'),
    addedAt: at('added_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('ai_call_numbers_import').on(table.tenantId, table.importId, table.status),
    index('ai_call_numbers_phone').on(table.tenantId, table.phone),
  ],
);

export const aiCallReminders = pgTable(
  'ai_call_reminders',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    importId: integer('import_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    /** Asia/Shanghai calendar day: one reminder per employee per import per day. */
    day: text('day').notNull(),
    pending: integer('pending').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('ai_call_reminders_once').on(
      table.tenantId,
      table.importId,
      table.employeeId,
      table.day,
    ),
  ],
);
