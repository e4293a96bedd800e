// /sider-iframe export (docs/architecture.md "Exports"): the list's own filters, its order,
// one batch (a tenant has at most SIDER_PAGE_KEYS.length pages).
import type { z } from 'zod';
import { siderIframeListQuery } from '../../../../contract/reach/sider-iframe';
import type { ExportSource } from '../../setting/export-log/export-sources';
import { chinaTime } from '../../setting/export-log/china-time-text';
import { listSiderPages } from './sider-pages';

type Query = z.infer<typeof siderIframeListQuery>;

export const siderPagesExportSource: ExportSource<Query> = {
  parseFilters(filters) {
    const parsed = siderIframeListQuery.safeParse({ ...filters, page: '1', page_size: '100' });
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '筛选条件不正确');
    return parsed.data;
  },

  async summarize(_db, _tenantId, query) {
    const parts: string[] = [];
    if (query.name) parts.push(`页面名称含“${query.name}”`);
    if (query.enabled !== undefined) parts.push(query.enabled === 1 ? '已启用' : '已停用');
    return parts.length ? parts.join('；') : '全部页面';
  },

  async count(db, tenantId, query) {
    return (await listSiderPages(db, tenantId, query, new Date())).total;
  },

  async *batches(db, tenantId, query) {
    const { list } = await listSiderPages(db, tenantId, query, new Date());
    yield list.map((row, index) => ({
      order: index + 1,
      name: row.name,
      description: row.description,
      path: row.path,
      opens_30d: row.opens_30d,
      enabled: row.enabled ? '已启用' : '已停用',
      updated_at: chinaTime(row.updated_at),
    }));
  },
};
