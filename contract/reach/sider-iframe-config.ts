// /sider-iframe/config 侧边栏配置 (spec §2): this page's endpoints, declared once (issue #12); the
// server registers handlers against them and the console derives its calls from them.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { pagingQuery, safeText } from '../fields';

export interface SiderIframeConfigRow {
  readonly id: number;
  readonly name: string;
  readonly created_at: string;
}

export const siderIframeConfigListQuery = z.object({
  ...pagingQuery,
  name: safeText('名称', 32).optional(),
});

export const siderIframeConfigList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/reach/sider-iframe-config',
  permission: page('/sider-iframe'),
  query: siderIframeConfigListQuery,
  response: responseOf<ListData<SiderIframeConfigRow>>(),
});
