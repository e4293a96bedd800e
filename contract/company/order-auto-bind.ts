// issue #22 /order-auto-bind 订单自动绑定 (+ bind-config-history), docs/domain.md §7: per shop, orders
// are matched to customers by identifier (spec §3: 1 phone — the buyer's phone sent in a chat
// or kept on the customer; 2 order — the order number sent in a chat or entered in the
// sidebar; 3 account — the shop account known through the open-platform binding) in the
// shop's priority order. A job binds new orders once; results carry spec §3 binding status
// 0 not bound / 1 success / 2 failed with the reason; an operator binds, unbinds and retries
// by hand; every configuration change is kept with its before and after.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, calendarDate, pagingQuery, queryId, queryInt, safeText, textId } from '../fields';

export const BIND_STATUS_TITLES: Record<number, string> = {
  0: '未绑定',
  1: '绑定成功',
  2: '绑定失败',
};
export const IDENTIFIER_TITLES: Record<number, string> = {
  1: '手机号',
  2: '订单号',
  3: '店铺账号',
};
export const IDENTIFIER_HINTS: Record<number, string> = {
  1: '买家手机号与客户在聊天中发送的手机号或客户资料中的手机号一致',
  2: '客户在聊天中发送、或员工在侧边栏录入的订单号',
  3: '店铺绑定开放平台后，买家账号（unionid）对应的客户',
};
/** spec §3: Manual 1, Auto 2. */
export const BIND_MODE_TITLES: Record<number, string> = { 1: '手动', 2: '自动' };
export const FAILURE_REASONS: Record<string, string> = {
  no_match: '暂未匹配到客户',
  conflict: '多个客户匹配同一标识',
  bound_elsewhere: '买家已绑定其他客户',
  expired: '匹配期限内未找到客户',
  manual_unbind: '已手动解绑',
};
export const CONFIG_ACTIONS: Record<string, string> = {
  create: '新建规则',
  update: '修改规则',
  enable: '启用',
  disable: '停用',
};
export const SIGNAL_SOURCES: Record<number, string> = { 1: '客户聊天发送', 2: '员工侧边栏录入' };

export const DEFAULT_BIND_RULE = { enabled: 0, priority: [3, 1, 2], match_days: 30 } as const;

export const bindRuleBody = z.object({
  enabled: z.union([z.literal(0), z.literal(1)], { error: '启用状态不正确' }),
  priority: z
    .array(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '识别方式不正确' }), {
      error: '识别方式不正确',
    })
    .min(1, { error: '请至少选择一种识别方式' })
    .max(3, { error: '识别方式不正确' })
    .refine((types) => new Set(types).size === types.length, { error: '识别方式不能重复' }),
  match_days: z
    .number({ error: '匹配期限必须是整数天' })
    .int({ error: '匹配期限必须是整数天' })
    .min(1, { error: '匹配期限不能小于1天' })
    .max(90, { error: '匹配期限不能超过90天' }),
});
export type BindRuleBody = z.output<typeof bindRuleBody>;

export interface ShopBindRule extends BindRuleBody {
  readonly shop_id: number;
  readonly shop_name: string;
  readonly platform_type: number;
  /** false: the shop has never been configured (the default, disabled, is shown). */
  readonly configured: boolean;
  readonly updated_by: string;
  readonly updated_at: string | null;
  readonly orders: number;
  readonly bound: number;
}

export const bindResultQuery = z.object({
  ...pagingQuery,
  order_no: safeText('订单号', 64).optional(),
  customer: safeText('客户', 32).optional(),
  shop_id: queryId('店铺'),
  status: queryInt('绑定状态', 0, 2).optional(),
  identifier_type: queryInt('识别方式', 1, 3).optional(),
  bind_mode: queryInt('绑定方式', 1, 2).optional(),
  from: calendarDate('开始日期').optional(),
  to: calendarDate('结束日期').optional(),
});
export type BindResultQuery = z.output<typeof bindResultQuery>;

export interface BindResultRow {
  readonly order_id: number;
  readonly order_no: string;
  readonly shop_name: string;
  readonly platform_type: number;
  /** Masked (138****0000): the list never sends a full phone. */
  readonly buyer_phone: string;
  readonly amount: string;
  readonly ordered_at: string;
  readonly status: number;
  readonly customer: { readonly id: number; readonly name: string } | null;
  readonly identifier_type: number | null;
  readonly matched_value: string;
  readonly bind_mode: number | null;
  readonly reason: string;
  readonly candidates: readonly { readonly id: number; readonly name: string }[];
  readonly employee: string;
  readonly operator: string;
  readonly checked_at: string;
  readonly bound_at: string | null;
}

export const bindStatsQuery = z.object({
  shop_id: queryId('店铺'),
  from: calendarDate('开始日期').optional(),
  to: calendarDate('结束日期').optional(),
});

export interface BindStats {
  readonly orders: number;
  readonly bound: number;
  readonly unbound: number;
  readonly failed: number;
  /** Percent with one decimal ("72.5"); "0.0" without orders. */
  readonly bind_rate: string;
  readonly by_identifier: readonly { readonly type: number; readonly count: number }[];
  readonly manual: number;
  readonly daily: readonly {
    readonly day: string;
    readonly orders: number;
    readonly bound: number;
  }[];
  readonly last_checked_at: string | null;
}

export const manualBindBody = z.object({
  order_no: safeText('订单号', 64, 1),
  customer_id: bodyId('客户'),
});
export const unbindBody = z.object({
  reason: safeText('解绑原因', 200).refine((value) => value.length >= 2, {
    error: '请填写解绑原因（至少2个字）',
  }),
});
export const retryBody = z.object({
  order_ids: z
    .array(bodyId('订单'), { error: '订单格式不正确' })
    .min(1, { error: '请选择要重试的订单' })
    .max(200, { error: '一次最多重试200个订单' }),
});
export const signalBody = z.object({
  customer_id: bodyId('客户'),
  identifier_type: z.union([z.literal(1), z.literal(2)], { error: '标识类型不正确' }),
  value: safeText('标识', 64, 1),
});
export const chatMessageBody = z.object({
  external_user_id: safeText('客户ID', 64, 1),
  employee_id: bodyId('员工').optional(),
  text: safeText('消息内容', 500, 1),
});

export const historyQuery = z.object({
  ...pagingQuery,
  shop_id: queryId('店铺'),
  action: z.enum(['create', 'update', 'enable', 'disable'], { error: '变更类型不正确' }).optional(),
  from: calendarDate('开始日期').optional(),
  to: calendarDate('结束日期').optional(),
});
export interface ConfigHistoryRow {
  readonly id: number;
  readonly shop_name: string;
  readonly action: string;
  readonly before: BindRuleBody | null;
  readonly after: BindRuleBody;
  readonly operator: string;
  readonly at: string;
}

const BASE = '/scrm/v1/company/order-auto-bind';
const permission = page('/order-auto-bind');
const shopParams = z.object({ shop_id: textId('店铺') });
const orderParams = z.object({ order_id: textId('订单') });

export const bindRules = defineEndpoint({
  method: 'GET',
  path: `${BASE}/rules`,
  permission,
  response: responseOf<readonly ShopBindRule[]>(),
});
export const bindRuleSave = defineEndpoint({
  method: 'POST',
  path: `${BASE}/rules/:shop_id`,
  permission,
  params: shopParams,
  body: bindRuleBody,
  response: responseOf<{ changed: boolean }>(),
});
export const bindResults = defineEndpoint({
  method: 'GET',
  path: `${BASE}/results`,
  permission,
  query: bindResultQuery,
  response: responseOf<ListData<BindResultRow>>(),
});
export const bindStats = defineEndpoint({
  method: 'GET',
  path: `${BASE}/stats`,
  permission,
  query: bindStatsQuery,
  response: responseOf<BindStats>(),
});
export const bindManual = defineEndpoint({
  method: 'POST',
  path: `${BASE}/results/bind`,
  permission,
  body: manualBindBody,
  response: responseOf<{ order_id: number }>(),
});
export const bindUnbind = defineEndpoint({
  method: 'POST',
  path: `${BASE}/results/:order_id/unbind`,
  permission,
  params: orderParams,
  body: unbindBody,
  response: responseOf<null>(),
});
export const bindRetry = defineEndpoint({
  method: 'POST',
  path: `${BASE}/results/retry`,
  permission,
  body: retryBody,
  response: responseOf<{ retried: number; job_id: string }>(),
});
export const bindRun = defineEndpoint({
  method: 'POST',
  path: `${BASE}/run`,
  permission,
  response: responseOf<{ job_id: string }>(),
});
export const bindCustomerOptions = defineEndpoint({
  method: 'GET',
  path: `${BASE}/customers`,
  permission,
  query: z.object({ keyword: safeText('客户', 32).optional() }),
  response: responseOf<readonly { id: number; name: string }[]>(),
});
export const bindSignal = defineEndpoint({
  method: 'POST',
  path: `${BASE}/signals`,
  permission,
  body: signalBody,
  response: responseOf<null>(),
});
export const bindHistory = defineEndpoint({
  method: 'GET',
  path: `${BASE}/history`,
  permission,
  query: historyQuery,
  response: responseOf<ListData<ConfigHistoryRow>>(),
});
/** The sandbox's chat: a customer's message, scanned for phones and order numbers. */
export const sandboxChatMessage = defineEndpoint({
  method: 'POST',
  path: '/sandbox/chat/messages',
  permission,
  body: chatMessageBody,
  response: responseOf<{ signals: number }>(),
});
