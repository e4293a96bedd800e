// issue #22 /order-auto-bind export through the export center (docs/architecture.md
// "Exports"): the binding log with the list's own query schema and order. Pages through the
// list query itself (offset batches: the log is one row per order of the tenant's shops), so
// the file shows exactly what the screen shows, phones masked.
import {
  BIND_MODE_TITLES,
  BIND_STATUS_TITLES,
  bindResultQuery,
  IDENTIFIER_TITLES,
} from '../../../../contract/company/order-auto-bind';
import { pagedExportSource } from '../../setting/export-log/paged-export-source';
import { listResults } from './bind-results';
import { reasonText } from './bind-text';
import { chinaDateTimeText } from '../../../../contract/china-time';

export const orderBindExportSource = pagedExportSource({
  schema: bindResultQuery,
  summarize(_db, _tenantId, query) {
    const parts: string[] = [];
    if (query.order_no) parts.push(`订单号含“${query.order_no}”`);
    if (query.customer) parts.push(`客户含“${query.customer}”`);
    if (query.shop_id) parts.push(`店铺#${query.shop_id}`);
    if (query.status !== undefined) parts.push(`状态：${BIND_STATUS_TITLES[query.status] ?? ''}`);
    if (query.identifier_type) parts.push(`识别方式：${IDENTIFIER_TITLES[query.identifier_type]}`);
    if (query.bind_mode) parts.push(`绑定方式：${BIND_MODE_TITLES[query.bind_mode]}`);
    if (query.from || query.to)
      parts.push(`下单日期：${query.from ?? '不限'} 至 ${query.to ?? '不限'}`);
    return Promise.resolve(parts.length ? parts.join('；') : '全部绑定记录');
  },
  list: (db, tenantId, query, page) => listResults(db, tenantId, { ...query, ...page }),
  toRow: (row) => ({
    order_no: row.order_no,
    shop: row.shop_name,
    buyer_phone: row.buyer_phone,
    amount: row.amount,
    ordered_at: chinaDateTimeText(row.ordered_at),
    status: BIND_STATUS_TITLES[row.status] ?? String(row.status),
    customer: row.customer?.name ?? '',
    method: row.identifier_type ? (IDENTIFIER_TITLES[row.identifier_type] ?? '') : '',
    mode: row.bind_mode ? (BIND_MODE_TITLES[row.bind_mode] ?? '') : '',
    reason: reasonText(row),
    employee: row.employee,
    checked_at: chinaDateTimeText(row.bound_at ?? row.checked_at),
  }),
});
