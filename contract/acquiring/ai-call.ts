// /ai-call 导入表格加粉 (spec §2): this page's endpoints, declared once (issue #12); the
// server registers handlers against them and the console derives its calls from them.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { pagingQuery, safeText } from '../fields';

export interface AiCallRow {
  readonly id: number;
  readonly name: string;
  readonly created_at: string;
}

export const aiCallListQuery = z.object({
  ...pagingQuery,
  name: safeText('名称', 32).optional(),
});

export const aiCallList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/ai-call',
  permission: page('/ai-call'),
  query: aiCallListQuery,
  response: responseOf<ListData<AiCallRow>>(),
});
