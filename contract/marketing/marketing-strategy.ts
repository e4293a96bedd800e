// issue #20 /marketing-strategy 营销策略: the marketing hub's one read — live figures of the
// campaigns (status counts, reach, conversion, attributed revenue, ROI), operation plans and
// audiences, alerts that need the operator, and the next things due.
import { defineEndpoint, page, responseOf } from '../endpoint';

export type MarketingAlertKind =
  'behind_goal' | 'starting_soon_draft' | 'plan_paused' | 'audience_failed' | 'audience_empty';

export interface MarketingOverview {
  readonly campaigns: { draft: number; pending: number; running: number; ended: number };
  /** Campaigns whose period overlaps the last 90 days (China days). */
  readonly reached_90d: number;
  readonly converted_90d: number;
  readonly revenue_90d: string;
  readonly budget_90d: string;
  readonly plans: { draft: number; running: number; paused: number; finished: number };
  readonly plan_entered: number;
  readonly audiences: number;
  readonly audience_customers: number;
  readonly alerts: ReadonlyArray<{ kind: MarketingAlertKind; count: number; names: string[] }>;
  readonly top_campaigns: ReadonlyArray<{
    id: number;
    name: string;
    status: string;
    reached: number;
    converted: number;
    revenue: string;
  }>;
  readonly upcoming: ReadonlyArray<{
    kind: 'campaign' | 'plan';
    id: number;
    name: string;
    at: string;
  }>;
}

export const marketingOverview = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/strategy/overview',
  permission: page('/marketing-strategy'),
  response: responseOf<MarketingOverview>(),
});
