// issue #21 /customer-data 客户数据 (docs/domain.md §6, §10 #15): per employee per day, the
// get_user_behavior_data figures ([WC] 96358); at most 30 days per query, 180 days back.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { departmentQuery, periodQuery } from './period';

export interface EmployeeFigures {
  /** 发起申请数 */
  readonly new_apply: number;
  /** 新增客户数 */
  readonly new_contact: number;
  /** 聊天总数 */
  readonly chats: number;
  /** 发送消息数 */
  readonly messages: number;
  /** 已回复聊天占比 (%), null without customer-initiated chats. */
  readonly reply_rate: number | null;
  /** 平均首次回复时长 (minutes, 1 decimal), null without replies. */
  readonly avg_reply_minutes: number | null;
  /** 删除/拉黑成员的客户数 */
  readonly lost: number;
}

export const EMPLOYEE_FIGURES = [
  'new_apply',
  'new_contact',
  'chats',
  'messages',
  'reply_rate',
  'avg_reply_minutes',
  'lost',
] as const satisfies readonly (keyof EmployeeFigures)[];

export interface CustomerDataReport {
  readonly days: readonly (EmployeeFigures & { day: string })[];
  readonly employees: readonly (EmployeeFigures & {
    employee_id: number;
    name: string;
    department: string;
  })[];
  readonly totals: EmployeeFigures;
}

export const customerDataQuerySchema = z.object({ ...periodQuery, ...departmentQuery });

export const customerData = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/statistics/customer-data',
  permission: page('/customer-data'),
  scoped: true,
  query: customerDataQuerySchema,
  response: responseOf<CustomerDataReport>(),
});

/** issue #41 客户阶段漏斗 (server/modules/statistics/figures/figure-definitions.ts stageFunnel). */
export interface StageFunnelRow {
  readonly id: number;
  readonly name: string;
  /** Customers at this stage or a later one. */
  readonly reached: number;
  /** Customers at exactly this stage. */
  readonly current: number;
}

export const customerStageFunnel = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/statistics/customer-stage-funnel',
  permission: page('/customer-data'),
  scoped: 'figures',
  response: responseOf<StageFunnelRow[]>(),
});
