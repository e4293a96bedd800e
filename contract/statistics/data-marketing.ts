// issue #21 /data-marketing 营销成交 (deals attributed to campaigns by order_share_id).
import { defineEndpoint, page, responseOf } from '../endpoint';
import { dealQuerySchema } from './deal-figures';
import type { DealReport } from './deal-figures';

export const dataMarketing = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/statistics/data-marketing',
  permission: page('/data-marketing'),
  scoped: true,
  query: dealQuerySchema,
  response: responseOf<DealReport>(),
});
