// issue #19 /repeat-customer 重复客户 (docs/domain.md §4): one customer added by several employees
// (several active relation rows), or in several of our groups ([LW] groupRepeat); a
// real-time alert to managers on a second add; batch "remind employees" and "keep one".
import { z } from 'zod';
import type { ListData } from '../envelope';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { bodyId, pagingQuery, safeText } from '../fields';

export const REPEAT_KINDS = ['employee', 'group'] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];

export interface RepeatRow {
  readonly customer: { readonly id: number; readonly name: string; readonly avatar: string };
  /** Employees (kind employee) or groups (kind group), each with when. */
  readonly links: readonly { readonly id: number; readonly name: string; readonly at: string }[];
  readonly count: number;
}

export interface RepeatSettings {
  readonly alert: boolean;
  readonly manager_ids: readonly number[];
}

export const repeatQuery = z.object({
  ...pagingQuery,
  kind: z.enum(REPEAT_KINDS, { error: '重复类型不正确' }).default('employee'),
  name: safeText('客户名称', 50).optional(),
});

/**
 * The page's cards, unfiltered by name: 客户总数, the kind's repeat customers and 重复率 (%,
 * one decimal), by the server's one definition of each (issue #37).
 */
export interface RepeatFigures {
  readonly customers_total: number;
  readonly repeat_customers: number;
  readonly repeat_rate: number;
}

export const repeatList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/repeat-customers',
  permission: page('/repeat-customer'),
  scoped: true,
  query: repeatQuery,
  response: responseOf<ListData<RepeatRow> & RepeatFigures>(),
});
export const repeatSettings = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/repeat-settings',
  permission: page('/repeat-customer'),
  response: responseOf<RepeatSettings>(),
});
export const saveRepeatSettings = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/repeat-settings',
  permission: page('/repeat-customer'),
  body: z
    .object({
      alert: z.boolean({ error: '实时提醒格式不正确' }),
      manager_ids: z.array(bodyId('管理者')).max(50),
    })
    .strict()
    .refine((body) => !body.alert || body.manager_ids.length > 0, {
      error: '请选择接收提醒的管理者',
      path: ['manager_ids'],
    }),
  response: responseOf<RepeatSettings>(),
});
const customerIds = z.array(bodyId('客户')).min(1, { error: '请选择客户' }).max(500);
export const remindRepeat = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/repeat-customers/remind',
  permission: page('/repeat-customer'),
  scoped: true,
  body: z.object({ customer_ids: customerIds }).strict(),
  response: responseOf<{ reminded: number }>(),
});
/** Keeps the earliest relation of each customer; the later ones are ended by the employee. */
export const keepOneRelation = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/repeat-customers/keep-one',
  permission: page('/repeat-customer'),
  scoped: true,
  body: z.object({ customer_ids: customerIds }).strict(),
  response: responseOf<{ ended: number }>(),
});
