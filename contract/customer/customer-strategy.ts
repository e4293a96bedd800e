// issue #19 /customer-strategy 客户策略: the customer hub — totals and a daily trend (adds,
// losses, net), the repeat rate, tag coverage (customers with no tag), the groups with most
// quits in the period.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { queryInt } from '../fields';

export interface StrategyOverview {
  readonly customers: number;
  readonly active_customers: number;
  readonly adds: number;
  readonly losses: number;
  readonly net: number;
  /** Customers held by more than one employee, per active customer (0–1). */
  readonly repeat_rate: number;
  readonly untagged: number;
  readonly tag_coverage: number;
  readonly groups: number;
  readonly trend: readonly {
    readonly date: string;
    readonly adds: number;
    readonly losses: number;
    readonly net: number;
  }[];
  readonly top_quit_groups: readonly {
    readonly id: number;
    readonly name: string;
    readonly quits: number;
    readonly members: number;
  }[];
}

export const strategyOverview = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/strategy',
  permission: page('/customer-strategy'),
  scoped: true,
  query: z.object({ days: queryInt('统计天数', 7, 90).default(30) }),
  response: responseOf<StrategyOverview>(),
});
