// issue #17 /moment-dispatch export through the export center (docs/architecture.md "Exports"):
// the list's own query schema, conditions and order (newest first), paged through the list
// query itself, so the file shows exactly what the screen shows.
import { sql } from 'drizzle-orm';
import type { MessageContent } from '../../../../contract/message-content';
import { momentListQuery } from '../../../../contract/reach/moment-dispatch-endpoints';
import { pagedExportSource } from '../../setting/export-log/paged-export-source';
import { listMoments } from './moment-queries';
import { chinaDateTimeText } from '../../../../contract/china-time';

const STATUS_TITLES: Record<number, string> = {
  1: '未开始',
  2: '进行中',
  3: '已结束',
  4: '已取消',
};
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function kindOf(content: MessageContent): string {
  const first = content.attachments[0];
  if (!first) return '纯文字';
  if (first.type === 'video') return '视频';
  if (first.type === 'link') return '链接';
  return `图片${content.attachments.length}张`;
}

export const momentExportSource = pagedExportSource({
  schema: momentListQuery,
  maxPageSize: 100,
  async summarize(db, tenantId, query) {
    const parts: string[] = [];
    if (query.name) parts.push(`名称含“${query.name}”`);
    if (query.status) parts.push(`状态：${STATUS_TITLES[query.status] ?? ''}`);
    if (query.creator_id) {
      const [user] = rowsOf<{ name: string }>(
        await db.execute(sql`select name from users where id = ${query.creator_id}`),
      );
      parts.push(`创建人：${user?.name ?? query.creator_id}`);
    }
    if (query.created_from || query.created_to) {
      parts.push(`创建时间：${query.created_from ?? '不限'} 至 ${query.created_to ?? '不限'}`);
    }
    return parts.length ? parts.join('；') : '全部朋友圈任务';
  },
  list: (db, tenantId, query, page, asOf, scope) =>
    listMoments(db, tenantId, { ...query, ...page }, asOf, scope),
  toRow: (row) => ({
    name: row.name,
    text: row.content.text,
    kind: kindOf(row.content),
    status: STATUS_TITLES[row.status] ?? '',
    employees: row.totals.employees,
    published: row.totals.published,
    unpublished: row.totals.unpublished,
    likes: row.totals.likes,
    comments: row.totals.comments,
    publish_at: chinaDateTimeText(row.publish_at),
    end_at: chinaDateTimeText(row.end_at),
    creator: row.creator,
    created_at: chinaDateTimeText(row.created_at),
  }),
});
