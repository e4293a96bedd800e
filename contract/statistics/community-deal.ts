// issue #21 /community-deal 社群成交 (deals attributed to the buyer's groups at order time).
import { defineEndpoint, page, responseOf } from '../endpoint';
import { dealQuerySchema } from './deal-figures';
import type { DealReport } from './deal-figures';

export const communityDeal = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/statistics/community-deal',
  permission: page('/community-deal'),
  scoped: true,
  query: dealQuerySchema,
  response: responseOf<DealReport>(),
});
