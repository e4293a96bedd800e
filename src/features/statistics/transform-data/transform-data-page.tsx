import { transformData } from '../../../../contract/statistics/transform-data';
import { DealPage } from '../shared/deal-page';
import type { DealPageConfig } from '../shared/deal-page';

// issue #21 /transform-data: the shared deal report by the employee who first added the buyer.
const CONFIG: DealPageConfig = {
  endpoint: transformData,
  title: 'td.title',
  description: 'td.description',
  dimension: 'td.dimension',
  base: 'td.base',
  testId: 'transform-data-page',
  exportTypes: { rows: 'stat_transform_deal_rows', days: 'stat_transform_deal_days' },
};

export function TransformDataPage() {
  return <DealPage config={CONFIG} />;
}
