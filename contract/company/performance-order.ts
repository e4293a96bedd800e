// issue #22 /performance-order 业绩订单 (docs/domain.md §7: [KJ] ShopThirdOrder): the shops' orders
// with the employee their performance went to and why, under the rule version in force at the
// order's time; filters, totals, export, and a hand adjustment with a required reason (audited).
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import {
  bodyId,
  calendarDate,
  idParams,
  pagingQuery,
  queryId,
  queryInt,
  safeText,
} from '../fields';

export const ORDER_STATUS_TITLES: Record<number, string> = {
  1: '待发货',
  2: '待收货',
  3: '已完成',
  4: '已取消/退款',
};

/** Why an order went where it did (shown beside the employee). */
export const ATTRIBUTION_REASONS = {
  first_friend: '首个添加好友的员工',
  first_binder: '首个绑定电商的员工',
  fallback_friend: '兜底：首个添加好友的员工',
  fallback_binder: '兜底：首个绑定电商的员工',
  left_department: '原员工已离职，归属其部门第一位员工',
  left_none: '原员工已离职，不归属',
  before_assignment: '分配前下单，不计业绩',
  before_binding: '绑定前下单，不计业绩',
  outside_lock: '超出锁定期，不计业绩',
  no_member: '买家未绑定客户',
  no_employee: '未找到负责员工',
  manual: '手动调整',
} as const;
export type AttributionReason = keyof typeof ATTRIBUTION_REASONS;

export const performanceOrderQuery = z.object({
  ...pagingQuery,
  order_no: safeText('订单号', 64).optional(),
  shop_id: queryId('店铺'),
  platform_type: queryInt('电商平台', 1, 16).optional(),
  status: queryInt('订单状态', 1, 4).optional(),
  employee_id: queryId('归属员工'),
  attributed: z.enum(['yes', 'no'], { error: '归属状态不正确' }).optional(),
  paid_from: calendarDate('支付开始日期').optional(),
  paid_to: calendarDate('支付结束日期').optional(),
});
export type PerformanceOrderQuery = z.output<typeof performanceOrderQuery>;

export interface PerformanceOrderRow {
  readonly id: number;
  readonly order_no: string;
  readonly shop: { readonly id: number | null; readonly name: string };
  readonly platform_type: number;
  readonly buyer: string;
  /** Masked (138****0000): the list never sends a full phone. */
  readonly buyer_phone: string;
  readonly amount: string;
  readonly points: string;
  readonly status: number;
  readonly paid_at: string;
  readonly employee: { readonly id: number; readonly name: string } | null;
  readonly department: string;
  readonly reason: AttributionReason;
  readonly rule_version_id: number;
  readonly rule_summary: string;
}

export interface PerformanceOrderSummary {
  readonly orders: number;
  readonly amount: string;
  readonly attributed_orders: number;
  readonly attributed_amount: string;
}

export interface PerformanceOrderList extends ListData<PerformanceOrderRow> {
  readonly summary: PerformanceOrderSummary;
}

export interface AttributionChange {
  readonly id: number;
  readonly from_employee: string;
  readonly to_employee: string;
  readonly reason: string;
  readonly operator: string;
  readonly at: string;
}

export const adjustAttributionBody = z.object({
  /** null: the order counts for nobody. */
  employee_id: bodyId('归属员工').nullable(),
  // issue #22 "a manual attribution without a reason" is refused.
  reason: safeText('调整原因', 200).refine((value) => value.length >= 2, {
    error: '请填写调整原因（至少2个字）',
  }),
});

const BASE = '/scrm/v1/company/performance-orders';
const permission = page('/performance-order');

export const performanceOrderList = defineEndpoint({
  method: 'GET',
  path: BASE,
  permission,
  scoped: true,
  query: performanceOrderQuery,
  response: responseOf<PerformanceOrderList>(),
});
export const performanceOrderChanges = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id/changes`,
  permission,
  scoped: true,
  params: idParams('订单'),
  response: responseOf<readonly AttributionChange[]>(),
});
export const performanceOrderAdjust = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/attribution`,
  permission,
  scoped: true,
  params: idParams('订单'),
  body: adjustAttributionBody,
  response: responseOf<null>(),
});
export const performanceOrderFilterOptions = defineEndpoint({
  method: 'GET',
  path: `${BASE}/options`,
  permission,
  response: responseOf<{
    readonly shops: readonly { id: number; name: string; platform_type: number }[];
    readonly employees: readonly { id: number; name: string; department: string }[];
  }>(),
});
