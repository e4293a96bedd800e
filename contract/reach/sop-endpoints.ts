// issue #18: /chat-sop and /group-sop declare the same endpoints under their own path and
// permission; this builds one set per page (like mass-send-endpoints.ts).
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, idParams, pagingQuery, queryId, queryInt, safeText } from '../fields';
import type { SendCheck } from './mass-send';
import type { SopPlanDetail, SopPlanRow, SopStats, SopTaskRow } from './sop';

export function sopEndpoints<B extends z.ZodType>(
  route: '/chat-sop' | '/group-sop',
  slug: 'chat-sop' | 'group-sop',
  planBody: B,
) {
  const base = `/scrm/v1/reach/${slug}`;
  const permission = page(route);
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${base}/plans`,
      permission,
      query: z.object({
        ...pagingQuery,
        name: safeText('SOP名称', 30).optional(),
        state: queryInt('状态', 1, 2).optional(),
        business_type: queryInt('SOP类型', 1, 6).optional(),
      }),
      response: responseOf<ListData<SopPlanRow>>(),
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: `${base}/plans/:id`,
      permission,
      params: idParams('SOP编号'),
      response: responseOf<SopPlanDetail>(),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: `${base}/plans`,
      permission,
      body: planBody,
      response: responseOf<{ id: number; targets: number }>(),
    }),
    /**
     * issue #38 item 7: before a plan is saved, who its steps will reach now and who not, and
     * why: the mass sends' check (SendCheck) over the plan's executors and target. Read-only.
     */
    check: defineEndpoint({
      method: 'POST',
      path: `${base}/send-check`,
      permission,
      body: planBody,
      response: responseOf<SendCheck>(),
    }),
    update: defineEndpoint({
      method: 'POST',
      path: `${base}/plans/:id`,
      permission,
      params: idParams('SOP编号'),
      body: planBody,
      response: responseOf<{ id: number; targets: number }>(),
    }),
    setState: defineEndpoint({
      method: 'POST',
      path: `${base}/plans/:id/state`,
      permission,
      params: idParams('SOP编号'),
      body: z.object({ state: z.enum(['running', 'paused'], { error: '状态格式不正确' }) }),
      response: responseOf<{ state: 1 | 2; skipped: number }>(),
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/plans/:id`,
      permission,
      action: 'delete',
      params: idParams('SOP编号'),
      response: responseOf<{ deleted: boolean }>(),
    }),
    stats: defineEndpoint({
      method: 'GET',
      path: `${base}/plans/:id/stats`,
      permission,
      params: idParams('SOP编号'),
      response: responseOf<SopStats>(),
    }),
    tasks: defineEndpoint({
      method: 'GET',
      path: `${base}/tasks`,
      permission,
      query: z.object({
        ...pagingQuery,
        plan_id: queryId('SOP'),
        employee_id: queryId('员工'),
        /** 0–5 SOP_TASK_STATUS; 9 = overdue. */
        status: queryInt('执行状态', 0, 9).optional(),
        /** 1: only tasks due today (China time) or overdue and still open. */
        today: queryInt('今日待办', 0, 1).optional(),
      }),
      response: responseOf<ListData<SopTaskRow>>(),
    }),
    markSent: defineEndpoint({
      method: 'POST',
      path: `${base}/tasks/:id/sent`,
      permission,
      params: idParams('任务编号'),
      body: z.object({ note: safeText('备注', 100).optional() }).default({}),
      response: responseOf<{ status: number }>(),
    }),
    /** Sandbox: the customer (or group) replied, which ends a plan set to end on reply. */
    reply: defineEndpoint({
      method: 'POST',
      path: `${base}/sandbox/reply`,
      permission,
      body: z.object({ target_id: bodyId('客户') }),
      response: responseOf<{ ended: number }>(),
    }),
  };
}
