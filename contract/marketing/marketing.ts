// /marketing 营销活动 (spec §2): this page's endpoints, declared once (issue #12); the
// server registers handlers against them and the console derives its calls from them.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { pagingQuery, safeText } from '../fields';

export interface MarketingRow {
  readonly id: number;
  readonly name: string;
  readonly created_at: string;
}

export const marketingListQuery = z.object({
  ...pagingQuery,
  name: safeText('名称', 32).optional(),
});

export const marketingList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/marketing',
  permission: page('/marketing'),
  query: marketingListQuery,
  response: responseOf<ListData<MarketingRow>>(),
});
