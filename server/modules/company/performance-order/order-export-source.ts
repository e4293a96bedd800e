// issue #22 /performance-order export through the export center (docs/architecture.md
// "Exports"): the list's own query schema and conditions, newest order first like the list,
// in keyset batches. The buyer's phone stays masked in the file as on the screen.
import { and, count, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  ATTRIBUTION_REASONS,
  ORDER_STATUS_TITLES,
  performanceOrderQuery,
} from '../../../../contract/company/performance-order';
import type { PerformanceOrderQuery } from '../../../../contract/company/performance-order';
import { PLATFORM_TITLES } from '../../../../contract/company/performance-rule';
import { employees } from '../../../db/schema/directory';
import { memberShops, shopOrders } from '../../../db/schema/member';
import type { ExportSource } from '../../setting/export-log/export-sources';
import { parseExportFilters } from '../../setting/export-log/paged-export-source';
import { attributionJoin, orderConditions, shopJoin } from './order-filters';
import { orderRowsQuery, toRow } from './order-queries';
import type { RawRow } from './order-queries';
import { performanceAttributions } from '../../../db/schema/company-performance';
import { chinaDateTimeText } from '../../../../contract/china-time';

export const performanceOrderExportSource: ExportSource<PerformanceOrderQuery> = {
  parseFilters: (filters) => parseExportFilters(performanceOrderQuery, filters),

  async summarize(db, tenantId, query) {
    const parts: string[] = [];
    if (query.order_no) parts.push(`订单号含“${query.order_no}”`);
    if (query.shop_id) {
      const [shop] = await db
        .select({ name: memberShops.name })
        .from(memberShops)
        .where(and(eq(memberShops.tenantId, tenantId), eq(memberShops.id, query.shop_id)));
      parts.push(`店铺：${shop?.name ?? query.shop_id}`);
    }
    if (query.platform_type) parts.push(`平台：${PLATFORM_TITLES[query.platform_type] ?? ''}`);
    if (query.status) parts.push(`状态：${ORDER_STATUS_TITLES[query.status] ?? ''}`);
    if (query.employee_id) {
      const [employee] = await db
        .select({ name: employees.name })
        .from(employees)
        .where(and(eq(employees.tenantId, tenantId), eq(employees.id, query.employee_id)));
      parts.push(`归属员工：${employee?.name ?? query.employee_id}`);
    }
    if (query.attributed) parts.push(query.attributed === 'yes' ? '已归属' : '未归属');
    if (query.paid_from || query.paid_to) {
      parts.push(`支付时间：${query.paid_from ?? '不限'} 至 ${query.paid_to ?? '不限'}`);
    }
    return parts.length ? parts.join('；') : '全部订单';
  },

  async count(db, tenantId, query, _asOf, scope) {
    const [row] = await db
      .select({ value: count() })
      .from(shopOrders)
      .leftJoin(memberShops, shopJoin)
      .leftJoin(performanceAttributions, attributionJoin)
      .where(orderConditions(tenantId, query, scope));
    return row?.value ?? 0;
  },

  async *batches(db, tenantId, query, batchSize, _asOf, scope) {
    let cursor: { at: string; id: number } | null = null;
    for (;;) {
      const after: SQL | undefined = cursor
        ? sql`(${shopOrders.orderedAt}, ${shopOrders.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
        : undefined;
      const raw: RawRow[] = await orderRowsQuery(db, tenantId, query, after, scope).limit(
        batchSize,
      );
      if (raw.length === 0) return;
      yield raw.map((each) => {
        const row = toRow(each);
        return {
          order_no: row.order_no,
          shop: row.shop.name,
          platform: PLATFORM_TITLES[row.platform_type] ?? String(row.platform_type),
          buyer: row.buyer_phone ? `${row.buyer} ${row.buyer_phone}` : row.buyer,
          amount: row.amount,
          points: row.points,
          status: ORDER_STATUS_TITLES[row.status] ?? String(row.status),
          paid_at: chinaDateTimeText(row.paid_at),
          employee: row.employee?.name ?? '未归属',
          department: row.department,
          reason: ATTRIBUTION_REASONS[row.reason],
          rule: row.rule_summary,
        };
      });
      const last: RawRow | undefined = raw[raw.length - 1];
      if (!last || raw.length < batchSize) return;
      cursor = { at: last.cursorAt, id: last.id };
    }
  },
};
