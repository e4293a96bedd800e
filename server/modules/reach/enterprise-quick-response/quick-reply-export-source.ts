// issue #18 /enterprise-quick-response export through the export center (docs/architecture.md
// "Exports"): the list's own query schema, conditions and sort order, paged through the list
// query itself, so the file shows exactly what the screen shows.
import { quickReplyListQuery } from '../../../../contract/reach/enterprise-quick-response';
import type { MessageContent } from '../../../../contract/message-content';
import { pagedExportSource } from '../../setting/export-log/paged-export-source';
import { departmentRefs, findGroup } from './quick-reply-groups';
import { listReplies } from './quick-reply-queries';
import { chinaDateTimeText } from '../../../../contract/china-time';

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

export const quickReplyExportSource = pagedExportSource({
  schema: quickReplyListQuery,
  maxPageSize: 100,
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
  list: (db, tenantId, query, page, asOf) => listReplies(db, tenantId, { ...query, ...page }, asOf),
  toRow: (row) => ({
    title: row.title,
    group: row.group_path,
    text: row.message.text,
    attachments: attachmentText(row.message),
    scope: row.department_ids.length
      ? row.department_ids
          .map((id) => row.departments.find((ref) => ref.id === id)?.name ?? `部门${id}`)
          .join('、')
      : '全公司',
    send_count: row.send_count,
    send_count_30d: row.send_count_30d,
    updated_at: chinaDateTimeText(row.updated_at),
  }),
});
