// issue #19 /loss-customer 流失客户 (docs/domain.md §4: [OS] CustomerLoss, DeleteCustomerRecord 删人
// 提醒; [KJ] notify targets, each / 09:00 digest): ended relations, alert settings, the
// notices delivered, and win-back by tag.
import { z } from 'zod';
import type { ListData } from '../envelope';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { bodyId, calendarDate, pagingQuery, queryIdList, queryInt } from '../fields';

/** customer: the customer deleted the employee (del_follow_user); employee: the reverse. */
export const LOSS_DIRECTIONS = ['customer', 'employee'] as const;
export type LossDirection = (typeof LOSS_DIRECTIONS)[number];
export const LOSS_MODES = ['each', 'digest'] as const;
export type LossMode = (typeof LOSS_MODES)[number];

export interface LossRow {
  readonly customer: { readonly id: number; readonly name: string; readonly avatar: string };
  readonly employee: { readonly id: number; readonly name: string; readonly department: string };
  readonly direction: LossDirection;
  readonly added_at: string;
  readonly lost_at: string;
  readonly days_kept: number;
  readonly tags: readonly string[];
  /** The customer's last timeline entry before the loss (type and time). */
  readonly last_follow_up: { readonly event_type: string; readonly at: string } | null;
}

export interface LossSettings {
  readonly notify_employee: boolean;
  readonly notify_manager: boolean;
  readonly mode: LossMode;
  readonly manager_ids: readonly number[];
}

export interface AlertNoticeRow {
  readonly id: number;
  readonly kind: string;
  readonly recipient: string;
  readonly content: string;
  readonly created_at: string;
}

export const lossQuery = z
  .object({
    ...pagingQuery,
    employee_ids: queryIdList('员工'),
    department_ids: queryIdList('部门'),
    direction: z.enum(LOSS_DIRECTIONS, { error: '流失方式不正确' }).optional(),
    lost_from: calendarDate('流失开始日期').optional(),
    lost_to: calendarDate('流失结束日期').optional(),
    min_days: queryInt('最少添加天数', 0, 100_000).optional(),
    max_days: queryInt('最多添加天数', 0, 100_000).optional(),
  })
  .refine((query) => !query.lost_from || !query.lost_to || query.lost_from <= query.lost_to, {
    error: '流失开始日期不能晚于结束日期',
    path: ['lost_from'],
  });
export type LossQuery = z.output<typeof lossQuery>;

export const lossSettingsBody = z
  .object({
    notify_employee: z.boolean({ error: '通知员工格式不正确' }),
    notify_manager: z.boolean({ error: '通知管理者格式不正确' }),
    mode: z.enum(LOSS_MODES, { error: '提醒方式不正确' }),
    manager_ids: z.array(bodyId('管理者')).max(50, { error: '管理者最多50人' }),
  })
  .strict()
  .refine((body) => !body.notify_manager || body.manager_ids.length > 0, {
    error: '请选择接收提醒的管理者',
    path: ['manager_ids'],
  });

export const lossList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/loss-customers',
  permission: page('/loss-customer'),
  scoped: true,
  query: lossQuery,
  response: responseOf<ListData<LossRow> & { readonly summary: LossSummary }>(),
});

export interface LossSummary {
  readonly by_customer: number;
  readonly by_employee: number;
  readonly today: number;
}

export const lossSettings = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/loss-settings',
  permission: page('/loss-customer'),
  response: responseOf<LossSettings>(),
});
export const saveLossSettings = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/loss-settings',
  permission: page('/loss-customer'),
  body: lossSettingsBody,
  response: responseOf<LossSettings>(),
});
export const lossNotices = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/loss-notices',
  permission: page('/loss-customer'),
  query: z.object({ ...pagingQuery }),
  response: responseOf<ListData<AlertNoticeRow>>(),
});
/** Win-back in one step: tag the selected lost customers. */
export const lossWinBackTag = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/loss-customers/tag',
  permission: page('/loss-customer'),
  scoped: true,
  body: z
    .object({
      customer_ids: z.array(bodyId('客户')).min(1, { error: '请选择客户' }).max(500),
      tag_ids: z.array(bodyId('标签')).min(1, { error: '请选择标签' }).max(50),
    })
    .strict(),
  response: responseOf<{ added: number }>(),
});

/** The sandbox: a relation ends (del_follow_user / del_external_contact), for demos and e2e. */
export const sandboxRelationEvent = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/sandbox/relation-event',
  permission: page('/loss-customer'),
  body: z
    .object({
      customer_id: bodyId('客户'),
      employee_id: bodyId('员工'),
      direction: z.enum(LOSS_DIRECTIONS, { error: '流失方式不正确' }),
    })
    .strict(),
  response: responseOf<null>(),
});
