// issue #18 /enterprise-quick-response export through the export center (docs/architecture.md
// "Exports"): the list's own query schema and conditions, in id keyset batches.
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { quickReplyListQuery } from '../../../../contract/reach/enterprise-quick-response';
import type { QuickReplyListQuery } from '../../../../contract/reach/enterprise-quick-response';
import type { MessageContent } from '../../../../contract/message-content';
import { quickReplies, quickReplyGroups } from '../../../db/schema/reach-chat-tools';
import { chinaTime } from '../../setting/export-log/china-time-text';
import type { ExportSource } from '../../setting/export-log/export-sources';
import { departmentRefs, findGroup } from './quick-reply-groups';
import { groupPathOf, replyConditions, replyRowsQuery } from './quick-reply-queries';

const ATTACHMENT_LABELS = {
  image: '图片',
  link: '链接',
  miniprogram: '小程序',
  video: '视频',
  file: '文件',
};

const attachmentText = (message: MessageContent) =>
  message.attachments
    .map((item) => {
      const name = 'title' in item ? item.title : 'name' in item ? item.name : '';
      return `[${ATTACHMENT_LABELS[item.type]}]${name}`;
    })
    .join(' ');

export const quickReplyExportSource: ExportSource<QuickReplyListQuery> = {
  parseFilters(filters) {
    const parsed = quickReplyListQuery.safeParse({ ...filters, page: '1', page_size: '20' });
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '筛选条件不正确');
    return parsed.data;
  },

  async summarize(db, tenantId, query) {
    const parts: string[] = [];
    if (query.keyword) parts.push(`关键词“${query.keyword}”`);
    if (query.group_id) {
      const group = await findGroup(db, tenantId, query.group_id);
      parts.push(`分组：${group?.name ?? query.group_id}`);
    }
    if (query.department_id) {
      const names = await departmentRefs(db, tenantId, [query.department_id]);
      parts.push(`可见部门：${names.get(query.department_id)?.name ?? query.department_id}`);
    }
    return parts.length ? parts.join('；') : '全部话术';
  },

  async count(db, tenantId, query) {
    const [row] = await db
      .select({ value: count() })
      .from(quickReplies)
      .leftJoin(
        quickReplyGroups,
        and(
          eq(quickReplyGroups.tenantId, quickReplies.tenantId),
          eq(quickReplyGroups.id, quickReplies.groupId),
        ),
      )
      .where(replyConditions(tenantId, query));
    return row?.value ?? 0;
  },

  async *batches(db, tenantId, query, batchSize) {
    let after = 0;
    const now = new Date();
    for (;;) {
      const raw = await replyRowsQuery(db, tenantId, query, now)
        .where(and(replyConditions(tenantId, query), gt(quickReplies.id, after)))
        .orderBy(asc(quickReplies.id))
        .limit(batchSize);
      if (raw.length === 0) return;
      const names = await departmentRefs(
        db,
        tenantId,
        raw.flatMap((row) => row.departmentIds),
      );
      yield raw.map((row) => {
        const message = row.message as unknown as MessageContent;
        return {
          title: row.title,
          group: groupPathOf(row),
          text: message.text,
          attachments: attachmentText(message),
          scope: row.departmentIds.length
            ? row.departmentIds.map((id) => names.get(id)?.name ?? `部门${id}`).join('、')
            : '全公司',
          send_count: row.sendCount,
          send_count_30d: Number(row.recent),
          updated_at: chinaTime(row.updatedAt),
        };
      });
      const last = raw[raw.length - 1];
      if (!last || raw.length < batchSize) return;
      after = last.id;
    }
  },
};
