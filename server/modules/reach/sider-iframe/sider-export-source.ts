// /sider-iframe export (docs/architecture.md "Exports"): the list's own filters and order, paged
// through the list query itself; 顺序 is the row's place in the filtered list, as on screen.
import { siderIframeListQuery } from '../../../../contract/reach/sider-iframe';
import { pagedExportSource } from '../../setting/export-log/paged-export-source';
import { listSiderPages } from './sider-pages';
import { chinaDateTimeText } from '../../../../contract/china-time';
import { offsetOf } from '../../../db/list-query';

export const siderPagesExportSource = pagedExportSource({
  schema: siderIframeListQuery,
  maxPageSize: 100,
  summarize(_db, _tenantId, query) {
    const parts: string[] = [];
    if (query.name) parts.push(`页面名称含“${query.name}”`);
    if (query.enabled !== undefined) parts.push(query.enabled === 1 ? '已启用' : '已停用');
    return Promise.resolve(parts.length ? parts.join('；') : '全部页面');
  },
  async list(db, tenantId, query, page, asOf, scope) {
    const pages = { ...query, ...page };
    const { list, total } = await listSiderPages(db, tenantId, pages, asOf, scope);
    const first = offsetOf(page) + 1;
    return { list: list.map((row, index) => ({ ...row, order: first + index })), total };
  },
  toRow: (row) => ({
    order: row.order,
    name: row.name,
    description: row.description,
    path: row.path,
    opens_30d: row.opens_30d,
    enabled: row.enabled ? '已启用' : '已停用',
    updated_at: chinaDateTimeText(row.updated_at),
  }),
});
