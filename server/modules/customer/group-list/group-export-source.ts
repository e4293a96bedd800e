// /group-list 客户群 through the export center (docs/architecture.md "Exports"): the groups
// with the list's filters, newest first, today's joins and quits as of the export's instant.
import { groupListQuery } from '../../../../contract/customer/group-list';
import type { GroupListQuery } from '../../../../contract/customer/group-list';
import { chinaDateTimeText } from '../../../../contract/china-time';
import { MAX_PAGE_SIZE } from '../../../../contract/envelope';
import { pagedExportSource } from '../../setting/export-log/paged-export-source';
import { listGroups } from './group-queries';

/** 0 normal, 1 owner left, 2 inheriting, 3 inherited (contract GROUP_STATUSES). */
const STATUS_LABELS = ['正常', '群主已离职', '离职继承中', '离职继承完成'];

function summarize(query: GroupListQuery): string {
  const parts: string[] = [];
  if (query.name) parts.push(`群名称含“${query.name}”`);
  if (query.owner_ids?.length) parts.push(`群主${query.owner_ids.length}人`);
  if (query.tag_ids?.length) parts.push(`群标签${query.tag_ids.length}个`);
  if (query.status !== undefined) parts.push(`状态：${STATUS_LABELS[query.status] ?? ''}`);
  if (query.created_from || query.created_to) {
    parts.push(`创建时间：${query.created_from ?? ''} 至 ${query.created_to ?? ''}`);
  }
  return parts.length ? parts.join('；') : '全部';
}

export const groupsExportSource = pagedExportSource({
  schema: groupListQuery,
  summarize: async (_db, _tenantId, query) => summarize(query),
  list: (db, tenantId, query, page, asOf, scope) =>
    listGroups(db, tenantId, { ...query, ...page }, asOf, scope),
  toRow: (row) => ({
    name: row.name,
    owner: row.owner?.name ?? '',
    customers: row.customers,
    employees: row.employees,
    today_joins: row.today_joins,
    today_quits: row.today_quits,
    tags: row.tags.map((tag) => tag.name).join('、'),
    status: STATUS_LABELS[row.status] ?? String(row.status),
    created_at: chinaDateTimeText(row.created_at),
  }),
  maxPageSize: MAX_PAGE_SIZE,
});
