// issue #20 /operation-plan 运营计划 (spec §2; docs/domain.md §3 inferred): an automated journey over
// customers — a trigger (entering an audience, carrying a tag, or a date), then steps, each
// after a wait, each with a condition on who continues; each step runs as a job. A plan is
// started, paused and resumed; its funnel counts the customers each step acted on.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, calendarDate, idParams, pagingQuery, safeText } from '../fields';

export const PLAN_ACTIONS = ['message', 'sms', 'add_tag', 'coupon'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];
export const PLAN_CONDITIONS = ['all', 'bought', 'not_bought', 'has_tag'] as const;
export type PlanCondition = (typeof PLAN_CONDITIONS)[number];
export const PLAN_STEPS_MAX = 10;
/** 1 草稿, 2 运行中, 3 已暂停, 4 已完成. */
export const PLAN_STATUS = { draft: 1, running: 2, paused: 3, finished: 4 } as const;
export type PlanStatus = 1 | 2 | 3 | 4;

export const planTrigger = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('audience'), audience_id: bodyId('人群') }).strict(),
    z.object({ kind: z.literal('tag'), tag_id: bodyId('标签') }).strict(),
    z
      .object({
        kind: z.literal('date'),
        date: calendarDate('触发日期'),
        audience_id: bodyId('人群').nullable(),
      })
      .strict(),
  ],
  { error: '触发方式不正确' },
);
export type PlanTrigger = z.output<typeof planTrigger>;

export const planStep = z
  .object({
    action: z.enum(PLAN_ACTIONS, { error: '执行动作不正确' }),
    wait_days: z
      .number({ error: '等待天数格式不正确' })
      .int({ error: '等待天数须为整数' })
      .min(0, { error: '等待天数不能小于0' })
      .max(90, { error: '等待天数不能超过90' }),
    condition: z.enum(PLAN_CONDITIONS, { error: '执行条件不正确' }),
    condition_tag_id: bodyId('条件标签').optional(),
    content: safeText('发送内容', 1000),
    tag_id: bodyId('标签').optional(),
    coupon_name: safeText('优惠券名称', 30).optional(),
  })
  .strict()
  .superRefine((step, ctx) => {
    if (step.condition === 'has_tag' && !step.condition_tag_id)
      ctx.addIssue({ code: 'custom', path: ['condition_tag_id'], message: '请选择条件标签' });
    if (step.action === 'add_tag' && !step.tag_id)
      ctx.addIssue({ code: 'custom', path: ['tag_id'], message: '请选择要打的标签' });
    if (step.action === 'coupon' && !step.coupon_name)
      ctx.addIssue({ code: 'custom', path: ['coupon_name'], message: '请填写优惠券名称' });
    if ((step.action === 'message' || step.action === 'sms') && !step.content)
      ctx.addIssue({ code: 'custom', path: ['content'], message: '发送内容不能为空' });
    if (step.action === 'sms' && step.content.length > 70)
      ctx.addIssue({ code: 'custom', path: ['content'], message: '短信内容不能超过70个字' });
  });
export type PlanStep = z.output<typeof planStep>;

export const planBody = z
  .object({
    id: bodyId('运营计划').optional(),
    name: safeText('计划名称', 30, 1),
    trigger: planTrigger,
    steps: z
      .array(planStep)
      .min(1, { error: '请至少添加一个步骤' })
      .max(PLAN_STEPS_MAX, { error: `步骤最多${PLAN_STEPS_MAX}个` }),
  })
  .strict();
export type PlanBody = z.output<typeof planBody>;

export interface PlanRow {
  readonly id: number;
  readonly name: string;
  readonly trigger: PlanTrigger;
  readonly trigger_label: string;
  readonly steps: readonly PlanStep[];
  readonly status: PlanStatus;
  readonly next_step: number;
  readonly next_run_at: string | null;
  readonly started_at: string | null;
  readonly created_at: string;
  /** Customers who entered the plan / were acted on by its last step. */
  readonly entered: number;
  readonly completed: number;
}

export interface PlanFunnel {
  readonly entered: number;
  readonly steps: ReadonlyArray<{ index: number; action: PlanAction; reached: number }>;
}

export const planListQuery = z.object({
  ...pagingQuery,
  name: safeText('计划名称', 30).optional(),
  status: z.enum(['1', '2', '3', '4'], { error: '状态不正确' }).transform(Number).optional(),
});
export type PlanListQuery = z.output<typeof planListQuery>;
const BASE = '/scrm/v1/marketing/operation-plans';

export const planList = defineEndpoint({
  method: 'GET',
  path: BASE,
  permission: page('/operation-plan'),
  query: planListQuery,
  response: responseOf<ListData<PlanRow>>(),
});
export const planSave = defineEndpoint({
  method: 'POST',
  path: BASE,
  permission: page('/operation-plan'),
  body: planBody,
  response: responseOf<{ id: number }>(),
});
export const planFunnel = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id/funnel`,
  permission: page('/operation-plan'),
  params: idParams('运营计划'),
  response: responseOf<PlanFunnel>(),
});
const transition = (action: 'start' | 'pause' | 'resume') =>
  defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/${action}`,
    permission: page('/operation-plan'),
    params: idParams('运营计划'),
    response: responseOf<null>(),
  });
export const planStart = transition('start');
export const planPause = transition('pause');
export const planResume = transition('resume');
export const planDelete = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/:id`,
  permission: page('/operation-plan'),
  action: 'delete',
  params: idParams('运营计划'),
  response: responseOf<null>(),
});

export interface PlanOptions {
  readonly audiences: ReadonlyArray<{ id: number; name: string; size: number }>;
  readonly tags: ReadonlyArray<{ id: number; name: string }>;
}
export const planOptions = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/operation-plan-options',
  permission: page('/operation-plan'),
  response: responseOf<PlanOptions>(),
});
