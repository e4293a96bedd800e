// /private-chat and /group-chat 发送明细 through the export center (docs/architecture.md
// "Exports"): one send's recipients with the page's status filter, in the list's order. A
// send of another tenant (or channel) is not found when the export is made.
import { z } from 'zod';
import { chinaDateTimeText } from '../../../../contract/china-time';
import { MAX_PAGE_SIZE } from '../../../../contract/envelope';
import { pagingQuery, queryInt, textId } from '../../../../contract/fields';
import type { MassChannel } from '../../../../contract/reach/mass-send';
import { pagedExportSource } from '../../setting/export-log/paged-export-source';
import { findSend, sendRecipients } from './send-queries';

const STATUS_LABELS = ['待发送', '已送达', '已不是好友', '接收达上限', '发送失败', '已取消'];

const exportQuery = z.object({
  ...pagingQuery,
  id: textId('群发编号'),
  status: queryInt('发送状态', 0, 5).optional(),
});

export function recipientsExportSource(channel: MassChannel) {
  return pagedExportSource({
    schema: exportQuery,
    async summarize(db, tenantId, query) {
      const send = await findSend(db, tenantId, channel, query.id);
      const parts = [`群发：${send.name}`];
      if (query.status !== undefined) parts.push(`发送状态：${STATUS_LABELS[query.status] ?? ''}`);
      return parts.join('；');
    },
    list: (db, tenantId, query, page) =>
      sendRecipients(db, tenantId, channel, query.id, {
        ...page,
        ...(query.status !== undefined ? { status: query.status } : {}),
      }),
    toRow: (row) => ({
      target: row.target_name,
      employee: row.employee_name,
      status: STATUS_LABELS[row.status] ?? String(row.status),
      reason: row.reason,
      delivered_at: row.delivered_at ? chinaDateTimeText(row.delivered_at) : '',
    }),
    maxPageSize: MAX_PAGE_SIZE,
  });
}
