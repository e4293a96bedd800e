import { communityDeal } from '../../../../contract/statistics/community-deal';
import { DealPage } from '../shared/deal-page';
import type { DealPageConfig } from '../shared/deal-page';

// issue #21 /community-deal: the shared deal report by the buyer's groups at order time.
const CONFIG: DealPageConfig = {
  endpoint: communityDeal,
  title: 'cdl.title',
  description: 'cdl.description',
  dimension: 'cdl.dimension',
  base: 'cdl.base',
  note: 'cdl.note',
  testId: 'community-deal-page',
  exportTypes: { rows: 'stat_community_deal_rows', days: 'stat_community_deal_days' },
};

export function CommunityDealPage() {
  return <DealPage config={CONFIG} />;
}
