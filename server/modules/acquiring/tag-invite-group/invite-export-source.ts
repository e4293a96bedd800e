// issue #16 /tag-invite-group exports through the export center (docs/architecture.md
// "Exports"): the task list and one task's per-customer invitations (未发送/已发送/已入群/
// 发送失败 with the reason), each with the list's own query schema and order, page by page.
import {
  recipientQuery,
  tagInviteListQuery,
} from '../../../../contract/acquiring/tag-invite-group';
import { textId } from '../../../../contract/fields';
import { pagedExportSource } from '../../setting/export-log/paged-export-source';
import { taskRecipients } from './invite-commands';
import { listTasks, taskOf } from './invite-store';
import { chinaDateTimeText } from '../../../../contract/china-time';

const PAGE = 100;
const TASK_STATUS: Record<number, string> = { 1: '待执行', 2: '邀请中', 3: '已完成' };
const RECIPIENT_STATUS: Record<number, string> = {
  0: '待邀请',
  1: '已发送',
  2: '已入群',
  3: '失败',
};

export const tagInviteTaskExportSource = pagedExportSource({
  schema: tagInviteListQuery,
  maxPageSize: PAGE,
  async summarize(_db, _tenantId, query) {
    const parts: string[] = [];
    if (query.name) parts.push(`名称含“${query.name}”`);
    if (query.status) parts.push(TASK_STATUS[Number(query.status)] ?? '');
    return parts.join('；') || '全部任务';
  },
  list: (db, tenantId, query, page) => listTasks(db, tenantId, { ...query, ...page }),
  toRow: (row) => ({
    name: row.name,
    status: TASK_STATUS[row.status] ?? '',
    tags: `${row.tag_match === 'all' ? '同时满足' : '满足任一'}：${row.tags.map((tag) => tag.name).join('、')}`,
    employees: row.employees.map((employee) => employee.name).join('、'),
    groups: row.groups.map((group) => group.name).join('、'),
    total: row.totals.total,
    pending: row.totals.pending,
    sent: row.totals.sent,
    joined: row.totals.joined,
    failed: row.totals.failed,
    created_at: chinaDateTimeText(row.created_at),
  }),
});

export const tagInviteRecipientExportSource = pagedExportSource({
  schema: recipientQuery.extend({ task_id: textId('标签拉群任务') }),
  maxPageSize: PAGE,
  async summarize(db, tenantId, query) {
    const task = await taskOf(db, tenantId, query.task_id);
    const parts = [`任务：${task.name}`];
    if (query.status) parts.push(RECIPIENT_STATUS[Number(query.status)] ?? '');
    if (query.customer) parts.push(`客户含“${query.customer}”`);
    return parts.join('；');
  },
  list: (db, tenantId, query, page) =>
    taskRecipients(db, tenantId, query.task_id, { ...query, ...page }),
  toRow: (row) => ({
    customer: row.customer.name,
    employee: row.employee?.name ?? '',
    group: row.group?.name ?? '',
    status: RECIPIENT_STATUS[row.status] ?? '',
    reason: row.reason,
    sent_at: row.sent_at ? chinaDateTimeText(row.sent_at) : '',
    joined_at: row.joined_at ? chinaDateTimeText(row.joined_at) : '',
  }),
});
