import { dataMarketing } from '../../../../contract/statistics/data-marketing';
import { DealPage } from '../shared/deal-page';
import type { DealPageConfig } from '../shared/deal-page';

// issue #21 /data-marketing: the shared deal report by campaign (order_share_id).
const CONFIG: DealPageConfig = {
  endpoint: dataMarketing,
  title: 'dm.title',
  description: 'dm.description',
  dimension: 'dm.dimension',
  testId: 'data-marketing-page',
  exportTypes: { rows: 'stat_marketing_deal_rows', days: 'stat_marketing_deal_days' },
};

export function DataMarketingPage() {
  return <DealPage config={CONFIG} />;
}
