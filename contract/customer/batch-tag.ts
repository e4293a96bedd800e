// issue #19 /batch-tag 批量打标签 (+ form) (docs/domain.md §4: [LW] WeBacthMakeCustomerTag
// addOrRemove): a task over a customer filter (as in mass sends) or an uploaded list, adding
// or removing tags; progress, a result per customer, totals; 100,000 customers in one task.
import { z } from 'zod';
import type { ListData } from '../envelope';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { bodyId, calendarDate, idParams, pagingQuery, queryInt, safeText } from '../fields';

export const BATCH_MODES = ['add', 'remove'] as const;
export type BatchMode = (typeof BATCH_MODES)[number];
export const TASK_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** An uploaded list: one external user id or exact customer name a line. */
export const LIST_MAX = 20_000;

export const batchFilter = z
  .object({
    name: safeText('客户名称', 50).optional(),
    employee_ids: z.array(bodyId('添加员工')).max(200).optional(),
    tag_ids: z.array(bodyId('标签')).max(50).optional(),
    tag_logic: z.enum(['and', 'or'], { error: '标签条件只能是且或或' }).default('or'),
    gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    added_from: calendarDate('添加开始日期').optional(),
    added_to: calendarDate('添加结束日期').optional(),
  })
  .strict();
export type BatchFilter = z.output<typeof batchFilter>;

export const batchTaskBody = z
  .object({
    name: safeText('任务名称', 30, 1),
    mode: z.enum(BATCH_MODES, { error: '操作类型不正确' }),
    tag_ids: z
      .array(bodyId('标签'), { error: '请选择标签' })
      .min(1, { error: '请至少选择一个标签' })
      .max(20, { error: '标签最多20个' }),
    source: z.enum(['filter', 'list'], { error: '客户来源不正确' }),
    filter: batchFilter.default({ tag_logic: 'or' }),
    list: z
      .array(safeText('客户', 64))
      .max(LIST_MAX, { error: `名单最多${LIST_MAX}行` })
      .default([]),
  })
  .strict()
  .refine((body) => body.source !== 'list' || body.list.some((line) => line !== ''), {
    error: '请上传客户名单',
    path: ['list'],
  });
export type BatchTaskBody = z.output<typeof batchTaskBody>;

export interface BatchTaskRow {
  readonly id: number;
  readonly name: string;
  readonly mode: BatchMode;
  readonly tags: readonly { readonly id: number; readonly name: string }[];
  readonly source: 'filter' | 'list';
  readonly status: TaskStatus;
  readonly total: number;
  readonly processed: number;
  readonly changed: number;
  readonly unchanged: number;
  readonly created_at: string;
  readonly finished_at: string | null;
}

export interface BatchItemRow {
  readonly customer: { readonly id: number; readonly name: string };
  /** 0 pending, 1 changed, 2 already so (unchanged). */
  readonly result: 0 | 1 | 2;
}

export const batchTaskList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/batch-tag-tasks',
  permission: page('/batch-tag'),
  query: z.object({
    ...pagingQuery,
    name: safeText('任务名称', 30).optional(),
    status: z.enum(TASK_STATUSES, { error: '任务状态不正确' }).optional(),
  }),
  response: responseOf<ListData<BatchTaskRow>>(),
});
export const batchTaskDetail = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/batch-tag-tasks/:id',
  permission: page('/batch-tag'),
  params: idParams('任务编号'),
  response: responseOf<BatchTaskRow>(),
});
export const batchTaskItems = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/batch-tag-tasks/:id/items',
  permission: page('/batch-tag'),
  params: idParams('任务编号'),
  query: z.object({ ...pagingQuery, result: queryInt('结果', 0, 2).optional() }),
  response: responseOf<ListData<BatchItemRow>>(),
});
export const batchTaskPreview = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/batch-tag-tasks/preview',
  permission: page('/batch-tag'),
  scoped: true,
  body: batchTaskBody,
  response: responseOf<{ total: number }>(),
});
export const createBatchTask = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/batch-tag-tasks',
  permission: page('/batch-tag'),
  body: batchTaskBody,
  response: responseOf<{ id: number; total: number }>(),
});
