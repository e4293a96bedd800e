// issue #41 customer hand-over (docs/handover.md): 在职转接 and 离职继承 of customers and
// groups through the platform's transfer, one record per customer or group with its result.
import { z } from 'zod';
import { idListQuery, pageQuerySchema } from '../company/mail-list';
import { anyOf, defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, queryInt, safeText } from '../fields';

/** Business codes of hand-over (1094xx). */
export const HANDOVER_ERROR_CODES = {
  sameEmployee: 109401,
  employeeNotFound: 109402,
  wrongEmployeeState: 109403,
  nothingToSend: 109404,
} as const;

export const HANDOVER_MODES = { onjob: 1, resigned: 2 } as const;
export type HandoverMode = keyof typeof HANDOVER_MODES;
export const HANDOVER_MODE_LABELS: Record<number, string> = { 1: '在职转接', 2: '离职继承' };

/**
 * A record's status. 1–5 are WeCom's transfer_result statuses (docs/handover.md); the others
 * are ours: queued before sending, refused when sent (an errcode) or before sending (a limit).
 */
export const HANDOVER_STATUSES = {
  0: '待发送',
  1: '已接替',
  2: '等待接替',
  3: '客户拒绝',
  4: '接替成员客户达上限',
  5: '无接替记录',
  6: '转接过于频繁',
  7: '转接失败',
  8: '正在转接中',
} as const;
export type HandoverStatus = keyof typeof HANDOVER_STATUSES;
/** Statuses that no later poll changes. */
export const FINAL_HANDOVER_STATUSES: readonly HandoverStatus[] = [1, 3, 4, 5, 6, 7, 8];

/**
 * WeCom's limits (docs/handover.md): ≤ 100 customers / groups per call; in 90 days a customer
 * (or group) of an employee on the job is transferred at most twice; a transfer message is
 * ≤ 200 characters; a new group owner takes ≤ 300 groups of one person a day.
 */
export const HANDOVER_LIMITS = {
  perCall: 100,
  perRequest: 500,
  onjobPer90Days: 2,
  messageMax: 200,
  groupsPerOwnerPerDay: 300,
} as const;

const ids = (label: string) =>
  z
    .array(bodyId(label), { error: `请选择${label}` })
    .min(1, { error: `请选择${label}` })
    .max(HANDOVER_LIMITS.perRequest, {
      error: `一次最多转接${HANDOVER_LIMITS.perRequest}个${label}`,
    });

const mode = z.enum(['onjob', 'resigned'], { error: '转接方式只能是在职转接或离职继承' });

export const customerHandoverSchema = z.object({
  mode,
  customer_ids: ids('客户'),
  /** The employee whose customers move (原跟进成员). */
  handover_employee_id: bodyId('原跟进成员'),
  takeover_employee_id: bodyId('接替成员'),
  /** 在职转接 only: what the customer is told (WeCom's default text when empty). */
  message: safeText('转接提示语', HANDOVER_LIMITS.messageMax).default(''),
});
export type CustomerHandoverBody = z.output<typeof customerHandoverSchema>;

export const groupHandoverSchema = z.object({
  mode,
  group_ids: ids('客户群'),
  takeover_employee_id: bodyId('新群主'),
});
export type GroupHandoverBody = z.output<typeof groupHandoverSchema>;

export interface HandoverCreated {
  readonly batch_id: string;
  /** Records queued for the platform. */
  readonly queued: number;
  /** Records refused before sending (their reason on the record). */
  readonly refused: number;
  /** Of the refused: customers with no employee at all (已流失), skipped by that reason. */
  readonly no_employee: number;
}

export const handoverListQuerySchema = pageQuerySchema.extend({
  status: queryInt('转接状态', 0, 8).optional(),
  target_type: queryInt('转接对象', 1, 2).optional(),
  employee_ids: idListQuery('员工'),
});
export type HandoverListQuery = z.output<typeof handoverListQuerySchema>;

export interface HandoverRow {
  readonly id: number;
  readonly batch_id: string;
  readonly mode: 1 | 2;
  readonly target_type: 1 | 2;
  readonly target: { readonly id: number; readonly name: string };
  readonly handover_employee: { readonly id: number; readonly name: string };
  readonly takeover_employee: { readonly id: number; readonly name: string };
  readonly status: HandoverStatus;
  readonly status_label: string;
  readonly reason: string;
  readonly created_at: string;
  readonly takeover_at: string | null;
}

export interface UnassignedRow {
  readonly handover_employee: { readonly id: number; readonly name: string } | null;
  readonly handover_user_id: string;
  readonly customer: { readonly id: number; readonly name: string } | null;
  readonly external_user_id: string;
  readonly dimission_at: string | null;
}

const HANDOVERS = '/scrm/v1/customer/handovers';

export const createCustomerHandover = defineEndpoint({
  method: 'POST',
  path: `${HANDOVERS}/customers`,
  permission: page('/customer-list'),
  scoped: true,
  body: customerHandoverSchema,
  response: responseOf<HandoverCreated>(),
});

export const createGroupHandover = defineEndpoint({
  method: 'POST',
  path: `${HANDOVERS}/groups`,
  permission: page('/group-list'),
  scoped: true,
  body: groupHandoverSchema,
  response: responseOf<HandoverCreated>(),
});

export const handoverList = defineEndpoint({
  method: 'GET',
  path: HANDOVERS,
  permission: anyOf('/customer-list', '/group-list'),
  scoped: true,
  query: handoverListQuerySchema,
  response: responseOf<ListData<HandoverRow>>(),
});

/** Leavers' customers not yet handed over (the platform's get_unassigned_list). */
export const unassignedCustomers = defineEndpoint({
  method: 'GET',
  path: `${HANDOVERS}/unassigned`,
  permission: page('/customer-list'),
  scoped: true,
  query: pageQuerySchema,
  response: responseOf<ListData<UnassignedRow>>(),
});
