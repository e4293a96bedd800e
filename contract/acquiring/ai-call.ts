// /ai-call 导入表格加粉 (spec §2, issue #16, docs/domain.md §1): import a sheet of phone numbers,
// assign them to employees who add them as friends; each number's state, reminders and
// recycling; the import report of rejected rows. Declared once (issue #12).
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, calendarDate, idParams, pagingQuery, queryInt, safeText, textId } from '../fields';
import { IMPORT_MAX_BYTES, isImportFileName } from './ai-call-rules';

export const IMPORT_STATUSES = [
  'parsing',
  'confirm',
  'running',
  'paused',
  'done',
  'failed',
  'cancelled',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_STATUS_LABELS: Readonly<Record<ImportStatus, string>> = {
  parsing: '导入中',
  confirm: '待确认',
  running: '进行中',
  paused: '已暂停',
  done: '已完成',
  failed: '导入失败',
  cancelled: '已放弃',
};

/** issue #16 row states. */
export const NUMBER_STATUS = {
  unassigned: 0,
  toAdd: 1,
  awaiting: 2,
  added: 3,
  invalid: 4,
  duplicate: 5,
} as const;
export const NUMBER_STATUS_LABELS: readonly string[] = [
  '待分配',
  '待添加',
  '待通过',
  '已添加',
  '无效号码',
  '重复',
];

const base64 = z
  .string({ error: '请上传文件' })
  .min(1, { error: '请上传文件' })
  .max(Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 4, { error: '文件不能超过700KB' })
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: '文件内容格式不正确' });

export const importBody = z
  .object({
    title: safeText('任务名称', 30, 1),
    file_name: safeText('文件', 120, 1).refine(isImportFileName, {
      error: '文件仅支持 .csv 与 .xlsx 格式',
    }),
    file_base64: base64,
    assign_mode: z.enum(['even', 'manual'], { error: '分配方式不正确' }).default('even'),
    employee_ids: z.array(bodyId('员工'), { error: '员工格式不正确' }).max(100).default([]),
    tag_ids: z.array(bodyId('标签'), { error: '标签格式不正确' }).max(20).default([]),
    remind_after_days: z
      .number({ error: '提醒天数格式不正确' })
      .int({ error: '提醒天数格式不正确' })
      .min(1, { error: '提醒天数不能小于1' })
      .max(30, { error: '提醒天数不能超过30' })
      .default(2),
    recycle_after_days: z
      .number({ error: '回收天数格式不正确' })
      .int({ error: '回收天数格式不正确' })
      .min(0, { error: '回收天数不能小于0' })
      .max(90, { error: '回收天数不能超过90' })
      .default(7),
  })
  .strict()
  .refine((body) => body.assign_mode !== 'even' || body.employee_ids.length > 0, {
    error: '平均分配时请至少选择一名员工',
    path: ['employee_ids'],
  })
  .refine(
    (body) => body.recycle_after_days === 0 || body.recycle_after_days > body.remind_after_days,
    {
      error: '回收天数须大于提醒天数（0 表示不回收）',
      path: ['recycle_after_days'],
    },
  );
export type ImportBody = z.output<typeof importBody>;

export interface NamedRef {
  readonly id: number;
  readonly name: string;
}

export interface ImportRow {
  readonly id: number;
  readonly title: string;
  readonly file_name: string;
  readonly status: ImportStatus;
  readonly assign_mode: 'even' | 'manual';
  readonly employees: readonly NamedRef[];
  readonly total_rows: number;
  readonly valid_rows: number;
  readonly invalid_rows: number;
  readonly duplicate_rows: number;
  readonly added: number;
  readonly created_at: string;
}

export interface ReportRow {
  readonly line: number;
  readonly phone: string;
  readonly name: string;
  readonly status: number;
  readonly reason: string;
}

export interface EmployeeStat {
  readonly employee: NamedRef;
  readonly assigned: number;
  readonly to_add: number;
  readonly awaiting: number;
  readonly added: number;
}

export interface ImportDetail extends ImportRow {
  readonly tags: readonly NamedRef[];
  readonly remind_after_days: number;
  readonly recycle_after_days: number;
  readonly failure: string;
  /** Count of numbers by NUMBER_STATUS (index = status). */
  readonly by_status: readonly number[];
  readonly by_employee: readonly EmployeeStat[];
  /** Rejected rows with line numbers and why (first 500). */
  readonly report: readonly ReportRow[];
  readonly reminders: number;
  readonly progress: { readonly done: number; readonly total: number } | null;
}

export interface NumberRow {
  readonly id: number;
  readonly line: number;
  readonly phone: string;
  readonly name: string;
  readonly tags: string;
  readonly remark: string;
  readonly status: number;
  readonly reason: string;
  readonly employee: NamedRef | null;
  readonly allot_num: number;
  readonly assigned_at: string | null;
  readonly added_at: string | null;
}

export const aiCallListQuery = z.object({
  ...pagingQuery,
  title: safeText('任务名称', 30).optional(),
  status: z.enum(IMPORT_STATUSES, { error: '任务状态不正确' }).optional(),
  created_from: calendarDate('创建开始日期').optional(),
  created_to: calendarDate('创建结束日期').optional(),
});
export type AiCallListQuery = z.output<typeof aiCallListQuery>;

export const numberListQuery = z.object({
  ...pagingQuery,
  phone: safeText('手机号', 20).optional(),
  status: queryInt('号码状态', 0, 5).optional(),
  employee_id: textId('员工').optional(),
});
export type NumberListQuery = z.output<typeof numberListQuery>;

const PATH = '/scrm/v1/acquiring/ai-call';
const perm = page('/ai-call');

export const aiCallList = defineEndpoint({
  method: 'GET',
  path: PATH,
  permission: perm,
  query: aiCallListQuery,
  response: responseOf<ListData<ImportRow>>(),
});
export const aiCallCreate = defineEndpoint({
  method: 'POST',
  path: PATH,
  permission: perm,
  body: importBody,
  response: responseOf<{ id: number }>(),
});
export const aiCallDetail = defineEndpoint({
  method: 'GET',
  path: `${PATH}/:id`,
  permission: perm,
  params: idParams('任务编号'),
  response: responseOf<ImportDetail>(),
});
export const aiCallNumbers = defineEndpoint({
  method: 'GET',
  path: `${PATH}/:id/numbers`,
  permission: perm,
  params: idParams('任务编号'),
  query: numberListQuery,
  response: responseOf<ListData<NumberRow>>(),
});
/** confirm: write the valid rows; cancel: drop a staged import; pause/resume a running one. */
export const IMPORT_ACTIONS = ['confirm', 'cancel', 'pause', 'resume', 'simulate'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];
export const aiCallAction = defineEndpoint({
  method: 'POST',
  path: `${PATH}/:id/actions`,
  permission: perm,
  params: idParams('任务编号'),
  body: z.object({ action: z.enum(IMPORT_ACTIONS, { error: '操作不正确' }) }).strict(),
  response: responseOf<{ status: ImportStatus }>(),
});
export const aiCallAssign = defineEndpoint({
  method: 'POST',
  path: `${PATH}/:id/assign`,
  permission: perm,
  params: idParams('任务编号'),
  body: z
    .object({
      number_ids: z
        .array(bodyId('号码'), { error: '请选择号码' })
        .min(1, { error: '请选择号码' })
        .max(500, { error: '一次最多分配500个号码' }),
      employee_id: bodyId('员工'),
    })
    .strict(),
  response: responseOf<{ assigned: number }>(),
});
export const aiCallDelete = defineEndpoint({
  method: 'DELETE',
  path: `${PATH}/:id`,
  permission: perm,
  action: 'delete',
  params: idParams('任务编号'),
  response: responseOf<{ deleted: boolean }>(),
});
