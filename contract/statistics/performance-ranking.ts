// issue #21 /performance-ranking 业绩排行 (docs/domain.md §6 [KJ] ShopGuideDataSeries, [LW] Top10):
// employees, departments or shops ranked by deal amount, orders or new customers.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { periodQuery } from './period';

export const RANKING_SUBJECTS = ['employee', 'department', 'shop'] as const;
export type RankingSubject = (typeof RANKING_SUBJECTS)[number];
export const RANKING_METRICS = ['amount', 'orders', 'new_customers'] as const;
export type RankingMetric = (typeof RANKING_METRICS)[number];
/** The attribution rule in force: first friend until the company area's performance rules. */
export const ATTRIBUTION_RULES = ['first_friend'] as const;

export interface RankingRow {
  readonly rank: number;
  readonly id: string;
  readonly name: string;
  /** Net deal amount, 2 decimals as text. */
  readonly amount: string;
  readonly orders: number;
  /** New contacts (employee, department) or first purchases (shop). */
  readonly new_customers: number;
}

export interface RankingData {
  readonly rule: (typeof ATTRIBUTION_RULES)[number];
  readonly rows: readonly RankingRow[];
}

export const rankingQuerySchema = z.object({
  ...periodQuery,
  by: z.enum(RANKING_SUBJECTS, { error: '排行对象不正确' }).default('employee'),
  metric: z.enum(RANKING_METRICS, { error: '排行指标不正确' }).default('amount'),
});

export const performanceRanking = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/statistics/performance-ranking',
  permission: page('/performance-ranking'),
  scoped: true,
  query: rankingQuerySchema,
  response: responseOf<RankingData>(),
});
