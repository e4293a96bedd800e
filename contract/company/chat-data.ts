// /chat-data 会话数据 (spec §2): this page's endpoints, declared once (issue #12); the
// server registers handlers against them and the console derives its calls from them.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { pagingQuery, safeText } from '../fields';

export interface ChatDataRow {
  readonly id: number;
  readonly name: string;
  readonly created_at: string;
}

export const chatDataListQuery = z.object({
  ...pagingQuery,
  name: safeText('名称', 32).optional(),
});

export const chatDataList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/company/chat-data',
  permission: page('/chat-data'),
  query: chatDataListQuery,
  response: responseOf<ListData<ChatDataRow>>(),
});
