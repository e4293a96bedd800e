// /enterprise-quick-response 企业话术 (spec §2): this page's endpoints, declared once (issue #12); the
// server registers handlers against them and the console derives its calls from them.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { pagingQuery, safeText } from '../fields';

export interface EnterpriseQuickResponseRow {
  readonly id: number;
  readonly name: string;
  readonly created_at: string;
}

export const enterpriseQuickResponseListQuery = z.object({
  ...pagingQuery,
  name: safeText('名称', 32).optional(),
});

export const enterpriseQuickResponseList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/reach/enterprise-quick-response',
  permission: page('/enterprise-quick-response'),
  query: enterpriseQuickResponseListQuery,
  response: responseOf<ListData<EnterpriseQuickResponseRow>>(),
});
