import type { marketingStrategyZhCN } from './marketing-strategy.zh-cn';

export const marketingStrategyEn: Record<keyof typeof marketingStrategyZhCN, string> = {
  'marketingStrategy.title': 'Marketing hub',
  'marketingStrategy.description':
    'Marketing at a glance: reach, conversions and attributed revenue of campaigns, how operation plans and audiences are running, and the alerts that need handling.',
  'marketingStrategy.running': 'Campaigns in progress',
  'marketingStrategy.reached': 'Reached in 90 days',
  'marketingStrategy.converted': 'Converted in 90 days',
  'marketingStrategy.revenue': 'Attributed revenue in 90 days (CNY)',
  'marketingStrategy.plansRunning': 'Plans running',
  'marketingStrategy.audienceCustomers': 'Customers in audiences',
  'marketingStrategy.roi':
    'Campaign budget in 90 days {budget} yuan, ROI {roi}; conversion rate {rate}%',
  'marketingStrategy.campaignStatus':
    'Campaigns: draft {draft} · not started {pending} · in progress {running} · ended {ended}',
  'marketingStrategy.planStatus':
    'Plans: draft {draft} · running {running} · paused {paused} · completed {finished}, {entered} customers entered in total; {audiences} audiences',
  'marketingStrategy.alerts': 'Alerts to handle',
  'marketingStrategy.noAlerts': 'Nothing needs handling',
  'marketingStrategy.alert.behind_goal': '{n} campaigns in progress are behind their goal: {names}',
  'marketingStrategy.alert.starting_soon_draft':
    '{n} draft campaigns start within 7 days but are not published: {names}',
  'marketingStrategy.alert.plan_paused': '{n} operation plans are paused: {names}',
  'marketingStrategy.alert.audience_failed': '{n} audiences failed to compute: {names}',
  'marketingStrategy.alert.audience_empty': '{n} audiences have no customers: {names}',
  'marketingStrategy.handle': 'Handle',
  'marketingStrategy.top': 'Campaign revenue ranking, last 90 days',
  'marketingStrategy.topLine': 'Reached {reached} · converted {converted} · revenue ¥{revenue}',
  'marketingStrategy.upcoming': 'Coming up',
  'marketingStrategy.upcoming.campaign': 'Campaign starts',
  'marketingStrategy.upcoming.plan': 'Next plan step',
  'marketingStrategy.empty': 'No data',
  'marketingStrategy.shortcuts': 'Shortcuts',
  'marketingStrategy.go.marketing': 'Campaigns',
  'marketingStrategy.go.plan': 'Operation plans',
  'marketingStrategy.go.audience': 'Audiences',
  'marketingStrategy.go.tag': 'ADMP tags',
  'marketingStrategy.go.points': 'Order points',
};
