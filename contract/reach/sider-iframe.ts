// /sider-iframe 聊天侧边栏 (spec §2): this page's endpoints, declared once (issue #12); the
// server registers handlers against them and the console derives its calls from them.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { pagingQuery, safeText } from '../fields';

export interface SiderIframeRow {
  readonly id: number;
  readonly name: string;
  readonly created_at: string;
}

export const siderIframeListQuery = z.object({
  ...pagingQuery,
  name: safeText('名称', 32).optional(),
});

export const siderIframeList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/reach/sider-iframe',
  permission: page('/sider-iframe'),
  query: siderIframeListQuery,
  response: responseOf<ListData<SiderIframeRow>>(),
});
