// issue #21 /transform-data 客户成交 (deals attributed to customers through their first-friend employee).
import { defineEndpoint, page, responseOf } from '../endpoint';
import { dealQuerySchema } from './deal-figures';
import type { DealReport } from './deal-figures';

export const transformData = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/statistics/transform-data',
  permission: page('/transform-data'),
  scoped: true,
  query: dealQuerySchema,
  response: responseOf<DealReport>(),
});
