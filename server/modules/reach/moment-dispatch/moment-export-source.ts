// issue #17 /moment-dispatch export through the export center (docs/architecture.md "Exports"):
// the list's own query schema and conditions, newest first like the list, in keyset batches.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MessageContent } from '../../../../contract/message-content';
import { momentListQuery } from '../../../../contract/reach/moment-dispatch-endpoints';
import type { MomentListQuery } from '../../../../contract/reach/moment-dispatch-endpoints';
import { chinaTime } from '../../setting/export-log/china-time-text';
import type { ExportSource } from '../../setting/export-log/export-sources';
import { listWhere, taskSelect, toRow } from './moment-queries';
import type { TaskRecord } from './moment-queries';

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

export const momentExportSource: ExportSource<MomentListQuery> = {
  parseFilters(filters) {
    const parsed = momentListQuery.safeParse({ ...filters, page: '1', page_size: '20' });
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '筛选条件不正确');
    return parsed.data;
  },

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

  async count(db, tenantId, query) {
    const where = listWhere(tenantId, query, new Date());
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from moment_tasks m where ${where}`),
    );
    return Number(row?.n ?? 0);
  },

  async *batches(db, tenantId, query, batchSize) {
    const now = new Date();
    let cursor: { at: string; id: number } | null = null;
    for (;;) {
      const after: SQL = cursor
        ? sql`and (m.created_at, m.id) < (${cursor.at}::timestamptz, ${cursor.id})`
        : sql``;
      const raw: TaskRecord[] = rowsOf<TaskRecord>(
        await db.execute(sql`${taskSelect(now)} where ${listWhere(tenantId, query, now)} ${after}
          order by m.created_at desc, m.id desc limit ${batchSize}`),
      );
      if (raw.length === 0) return;
      yield raw.map((record) => {
        const row = toRow(record);
        return {
          name: row.name,
          text: row.content.text,
          kind: kindOf(row.content),
          status: STATUS_TITLES[row.status] ?? '',
          employees: row.totals.employees,
          published: row.totals.published,
          unpublished: row.totals.unpublished,
          likes: row.totals.likes,
          comments: row.totals.comments,
          publish_at: chinaTime(row.publish_at),
          end_at: chinaTime(row.end_at),
          creator: row.creator,
          created_at: chinaTime(row.created_at),
        };
      });
      const last: TaskRecord | undefined = raw[raw.length - 1];
      if (!last || raw.length < batchSize) return;
      cursor = { at: new Date(last.created_at).toISOString(), id: Number(last.id) };
    }
  },
};
