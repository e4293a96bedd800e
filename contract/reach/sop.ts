// issue #18 SOPs (docs/domain.md §2 /chat-sop, /group-sop): a nurturing plan is steps on a timeline
// from the moment a target (a customer or a group) joins it, each step a message from the
// shared composer that becomes a reminder for the executing employee (or an automatic send).
// /chat-sop and /group-sop share these shapes; only the target differs.
import { z } from 'zod';
import { bodyId, calendarDate, safeText } from '../fields';
import { channelRefusal, messageContentSchema } from '../message-content';
import type { MessageContent } from '../message-content';

export type SopKind = 'customer' | 'group';
export const SOP_KIND_CODES = { customer: 1, group: 2 } as const;

/** [LW] WeSopBase businessType: 1 new customer, 2 holiday, 3 conversion, 4 new group, 5 periodic, 6 campaign. */
export const SOP_BUSINESS_TYPES = {
  customer: [1, 2, 3, 5, 6],
  group: [4, 5, 6],
} as const satisfies Record<SopKind, readonly number[]>;
export const SOP_BUSINESS_LABELS: Record<number, string> = {
  1: '新客培育',
  2: '节假日问候',
  3: '转化促单',
  4: '新群培育',
  5: '周期营销',
  6: '活动营销',
};

/** [LW] sopState 1 running / 2 paused. */
export const SOP_STATES = { running: 1, paused: 2 } as const;

/**
 * Per step and target ([LW] executeState, plus the reminder's life): 0 scheduled, 1 due
 * (reminded, waiting for the employee), 2 sent, 3 ended early, 4 failed, 5 skipped (its time
 * fell in a pause). Overdue is a due task older than SOP_OVERDUE_HOURS (derived, not stored).
 */
export const SOP_TASK_STATUS = {
  scheduled: 0,
  due: 1,
  sent: 2,
  ended: 3,
  failed: 4,
  skipped: 5,
} as const;
export type SopTaskStatus = (typeof SOP_TASK_STATUS)[keyof typeof SOP_TASK_STATUS];
export const SOP_OVERDUE_HOURS = 24;

export const SOP_STEPS_MAX = 20;
export const SOP_NAME_MAX = 30;
/** Default do-not-disturb window (issue #18: no step between 22:00 and 08:00 unless set). */
export const SOP_DND_DEFAULT = { enabled: true, start: '22:00', end: '08:00' } as const;

export const SOP_ERROR_CODES = { notFound: 101180001, notDue: 101180002 } as const;

const clock = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${label}格式不正确，应为HH:mm` });

const idList = (label: string, max = 500) =>
  z.array(bodyId(label), { error: `${label}格式不正确` }).max(max, { error: `${label}数量过多` });

/**
 * Step timing ([KJ] WorkSop time_type, [LW] WeSopPushTime): "day N after joining at HH:mm",
 * "after X hours Y minutes", or a fixed date at HH:mm. One type per plan, so steps compare.
 */
export const SOP_TIME_TYPES = ['day', 'after', 'date'] as const;
export type SopTimeType = (typeof SOP_TIME_TYPES)[number];

export const sopStepSchema = z.object({
  day: z
    .number({ error: '天数格式不正确' })
    .int({ error: '天数格式不正确' })
    .min(0, { error: '天数不能小于0' })
    .max(365, { error: '天数不能超过365' })
    .default(0),
  hours: z
    .number({ error: '小时格式不正确' })
    .int({ error: '小时格式不正确' })
    .min(0, { error: '小时不能小于0' })
    .max(720, { error: '小时不能超过720' })
    .default(0),
  minutes: z
    .number({ error: '分钟格式不正确' })
    .int({ error: '分钟格式不正确' })
    .min(0, { error: '分钟不能小于0' })
    .max(59, { error: '分钟不能超过59' })
    .default(0),
  date: z.union([calendarDate('执行日期'), z.literal('')]).default(''),
  time: clock('执行时间').default('09:00'),
  message: messageContentSchema,
});
export type SopStep = z.output<typeof sopStepSchema>;

/** The customers a /chat-sop plan applies to: new adds from now on, or a filter (as mass sends). */
export const customerTargetSchema = z.object({
  mode: z.enum(['new', 'filter'], { error: '请选择适用客户' }),
  tag_ids: idList('客户标签').default([]),
  exclude_tag_ids: idList('排除标签').default([]),
  gender: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .nullable()
    .default(null),
  added_from: z.union([calendarDate('添加开始日期'), z.literal('')]).default(''),
  added_to: z.union([calendarDate('添加结束日期'), z.literal('')]).default(''),
});
/** The groups a /group-sop plan applies to: groups created from now on, or picked groups. */
export const groupTargetSchema = z.object({
  mode: z.enum(['new', 'pick'], { error: '请选择适用客户群' }),
  group_ids: idList('客户群', 2000).default([]),
});
export type CustomerTarget = z.output<typeof customerTargetSchema>;
export type GroupTarget = z.output<typeof groupTargetSchema>;

/** Minutes from the join instant ('after'), or a sortable day/date + time key. */
export function stepOrderKey(type: SopTimeType, step: SopStep): string | number {
  if (type === 'after') return step.hours * 60 + step.minutes;
  if (type === 'day')
    return step.day * 1440 + Number(step.time.slice(0, 2)) * 60 + Number(step.time.slice(3));
  return `${step.date} ${step.time}`;
}

function planRefine(
  plan: {
    time_type: SopTimeType;
    steps: SopStep[];
    target: { mode: string; group_ids?: number[] };
  },
  context: z.RefinementCtx,
) {
  plan.steps.forEach((step, index) => {
    if (plan.time_type === 'date' && !step.date) {
      context.addIssue({
        code: 'custom',
        path: ['steps', index, 'date'],
        message: `第${index + 1}步请选择执行日期`,
      });
    }
    const previous = plan.steps[index - 1];
    if (!previous) return;
    if (stepOrderKey(plan.time_type, step) <= stepOrderKey(plan.time_type, previous)) {
      context.addIssue({
        code: 'custom',
        path: ['steps', index],
        message: `第${index + 1}步的执行时间必须晚于第${index}步`,
      });
    }
  });
  if (plan.target.mode === 'pick' && (plan.target.group_ids ?? []).length === 0) {
    context.addIssue({ code: 'custom', path: ['target', 'group_ids'], message: '请选择客户群' });
  }
}

/**
 * The fields both plans share; `executor` is the executors' field label the form shows
 * (a group plan's executors are the owners whose groups apply: 执行群主, issue #38).
 */
const planFieldsFor = (executor: '执行员工' | '执行群主') => ({
  name: safeText('SOP名称', SOP_NAME_MAX, 1),
  business_type: z.number({ error: '请选择SOP类型' }).int({ error: '请选择SOP类型' }),
  /** [LW] executeWeUser: who executes (for a group plan, the owners whose groups apply). */
  executor_ids: idList(executor).min(1, { error: `请选择${executor}` }),
  /** [LW] sendType: remind the employee (sidebar / task list) or send automatically. */
  send_type: z.enum(['remind', 'auto'], { error: '请选择执行方式' }).default('remind'),
  time_type: z.enum(SOP_TIME_TYPES, { error: '请选择执行时间类型' }),
  dnd: z
    .object({
      enabled: z.boolean({ error: '免打扰设置格式不正确' }),
      start: clock('免打扰开始'),
      end: clock('免打扰结束'),
    })
    .default({ ...SOP_DND_DEFAULT }),
  /** [LW] earlyEnd: stop a target's remaining steps when it gets a tag or replies. */
  end_on: z
    .object({
      tag_ids: idList('结束标签').default([]),
      reply: z.boolean({ error: '回复即结束格式不正确' }).default(false),
    })
    .default({ tag_ids: [], reply: false }),
  steps: z
    .array(sopStepSchema, { error: '步骤格式不正确' })
    .min(1, { error: '请至少添加一个步骤' })
    .max(SOP_STEPS_MAX, { error: `步骤最多${SOP_STEPS_MAX}个` }),
});

export const customerSopSchema = z
  .object({ ...planFieldsFor('执行员工'), target: customerTargetSchema })
  .superRefine((plan, context) => {
    if (!(SOP_BUSINESS_TYPES.customer as readonly number[]).includes(plan.business_type)) {
      context.addIssue({ code: 'custom', path: ['business_type'], message: 'SOP类型不正确' });
    }
    planRefine(plan, context);
  });
export const groupSopSchema = z
  .object({ ...planFieldsFor('执行群主'), target: groupTargetSchema })
  .superRefine((plan, context) => {
    if (!(SOP_BUSINESS_TYPES.group as readonly number[]).includes(plan.business_type)) {
      context.addIssue({ code: 'custom', path: ['business_type'], message: 'SOP类型不正确' });
    }
    planRefine(plan, context);
    // issue #38 item 10: the steps' shared schema is the customer channel's; narrowed here.
    plan.steps.forEach((step, index) => {
      const refused = channelRefusal(step.message.text, 'group');
      if (refused) {
        context.addIssue({
          code: 'custom',
          path: ['steps', index, 'message', 'text'],
          message: `第${index + 1}步：${refused}`,
        });
      }
    });
  });
export type CustomerSopBody = z.output<typeof customerSopSchema>;
export type GroupSopBody = z.output<typeof groupSopSchema>;
export type SopPlanBody = CustomerSopBody | GroupSopBody;

export interface SopPlanRow {
  readonly id: number;
  readonly name: string;
  readonly business_type: number;
  readonly state: 1 | 2;
  readonly send_type: 'remind' | 'auto';
  readonly steps: number;
  readonly executors: readonly string[];
  readonly targets: number;
  readonly due_today: number;
  readonly sent: number;
  readonly tasks_done_rate: number;
  readonly created_at: string;
  readonly creator: string;
}

export interface SopPlanDetail extends SopPlanRow {
  readonly body: SopPlanBody;
}

export interface SopStepStats {
  readonly step: number;
  readonly scheduled: number;
  readonly due: number;
  readonly sent: number;
  readonly overdue: number;
  readonly ended: number;
  readonly failed: number;
  readonly skipped: number;
}

export interface SopEmployeeStats {
  readonly employee_id: number;
  readonly employee_name: string;
  readonly tasks: number;
  readonly sent: number;
  readonly open: number;
  readonly completion_rate: number;
}

export interface SopStats {
  readonly targets: number;
  readonly running_targets: number;
  readonly ended_targets: number;
  readonly steps: readonly SopStepStats[];
  readonly employees: readonly SopEmployeeStats[];
}

export interface SopTaskRow {
  readonly id: number;
  readonly step: number;
  readonly target_id: number;
  readonly target_name: string;
  readonly employee_id: number;
  readonly employee_name: string;
  readonly due_at: string;
  readonly status: SopTaskStatus;
  readonly overdue: boolean;
  readonly sent_at: string | null;
  readonly message: MessageContent;
}
