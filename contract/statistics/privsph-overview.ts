// issue #21 /privsph-overview 私域概览 (docs/domain.md §6, §10 #7): the morning dashboard.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';

export const OVERVIEW_TREND_DAYS = [7, 30, 90] as const;

export const OVERVIEW_KPIS = [
  'customers_total',
  'groups_total',
  'members_total',
  'new_contacts',
  'lost',
  'net',
  'followed_up',
  'applications',
  'groups_created',
  'groups_dismissed',
  'members_joined',
  'members_quit',
] as const;
export type OverviewKpiKey = (typeof OVERVIEW_KPIS)[number];

export interface OverviewKpi {
  readonly key: OverviewKpiKey;
  /** Today's value (a total at this moment, a flow since midnight). */
  readonly value: number;
  /** The same figure yesterday and on the same weekday last week. */
  readonly yesterday: number;
  readonly last_week: number;
}

export interface OverviewTrendRow {
  readonly day: string;
  readonly new_contacts: number;
  readonly lost: number;
  readonly net: number;
  readonly customers_total: number;
  readonly groups_total: number;
  readonly members_total: number;
  readonly members_joined: number;
  readonly members_quit: number;
}

export interface OverviewData {
  readonly today: string;
  readonly kpis: readonly OverviewKpi[];
  readonly trend: readonly OverviewTrendRow[];
  readonly top_employees: readonly {
    employee_id: number;
    name: string;
    new_contacts: number;
    contacts_total: number;
  }[];
  readonly channels: readonly { channel_code_id: number; name: string; adds: number }[];
}

export const overviewQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { error: '统计周期只能是7、30或90天' })
    .default('7')
    .transform(Number),
});

export const privsphOverview = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/statistics/privsph-overview',
  permission: page('/privsph-overview'),
  scoped: true,
  query: overviewQuerySchema,
  response: responseOf<OverviewData>(),
});
