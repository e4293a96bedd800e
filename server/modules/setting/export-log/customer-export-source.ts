// /customer-list export (issue #14): the list's filters (customerFilter), newest add first like
// the list, hydrated per batch with the same row builder the list uses.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ADD_WAYS, customerListQuerySchema } from '../../../../contract/customer/customer-list';
import type { CustomerListQuery } from '../../../../contract/customer/customer-list';
import { customers, tags } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { customerFilter } from '../../customer/customer-list/customer-list-query';
import type { CustomerBase } from '../../customer/customer-list/customer-list-query';
import { hydrateCustomers } from '../../customer/customer-list/customer-rows';
import type { ExportSource } from './export-sources';
import { parseExportFilters } from './paged-export-source';
import { chinaDateTimeText } from '../../../../contract/china-time';

const GENDER = ['未知', '男', '女'] as const;

export const customerExportSource: ExportSource<CustomerListQuery> = {
  parseFilters: (filters) => parseExportFilters(customerListQuerySchema, filters),

  async summarize(db, tenantId, query) {
    const parts: string[] = [];
    if (query.name) parts.push(`客户名称含“${query.name}”`);
    if (query.employee_ids?.length) {
      const rows = await db
        .select({ name: employees.name })
        .from(employees)
        .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, query.employee_ids)));
      parts.push(`添加员工：${rows.map((row) => row.name).join('、')}`);
    }
    if (query.department_ids?.length) parts.push(`部门${query.department_ids.length}个`);
    if (query.tag_ids?.length) {
      const rows = await db
        .select({ name: tags.name })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, query.tag_ids)));
      const joiner = query.tag_logic === 'and' ? '且' : '或';
      parts.push(`标签：${rows.map((row) => row.name).join(joiner)}`);
    }
    if (query.gender !== undefined) parts.push(`性别：${GENDER[query.gender] ?? ''}`);
    if (query.type !== undefined) parts.push(query.type === 2 ? '企业微信客户' : '微信客户');
    if (query.add_way !== undefined) {
      parts.push(`添加渠道：${ADD_WAYS[query.add_way as keyof typeof ADD_WAYS] ?? query.add_way}`);
    }
    if (query.channel_code_id !== undefined) parts.push('指定渠道活码');
    if (query.added_from || query.added_to) {
      parts.push(`添加时间：${query.added_from ?? '不限'} 至 ${query.added_to ?? '不限'}`);
    }
    if (query.lost !== undefined) parts.push(query.lost === 'true' ? '已流失' : '未流失');
    return parts.length ? parts.join('；') : '全部客户';
  },

  async count(db, tenantId, query, _asOf, scope) {
    const where = await customerFilter(db, tenantId, query, scope);
    const [row] = await db.select({ value: count() }).from(customers).where(where);
    return row?.value ?? 0;
  },

  async *batches(db, tenantId, query, batchSize, _asOf, scope) {
    const where = await customerFilter(db, tenantId, query, scope);
    // The cursor keeps the database's own microseconds (a JS Date would round them away and
    // skip or repeat rows at a batch edge).
    let cursor: { at: string; id: number } | null = null;
    for (;;) {
      const after = cursor
        ? sql`(${customers.lastAddedAt}, ${customers.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
        : undefined;
      const bases: Array<CustomerBase & { cursorAt: string }> = await db
        .select({
          id: customers.id,
          externalUserId: customers.externalUserId,
          name: customers.name,
          avatar: customers.avatar,
          type: customers.type,
          corpName: customers.corpName,
          gender: customers.gender,
          lastAddedAt: customers.lastAddedAt,
          cursorAt: sql<string>`${customers.lastAddedAt}::text`,
        })
        .from(customers)
        .where(and(where, after))
        .orderBy(desc(customers.lastAddedAt), desc(customers.id))
        .limit(batchSize);
      if (bases.length === 0) return;
      const rows = await hydrateCustomers(db, tenantId, bases);
      yield rows.map((row) => ({
        name: row.name,
        type: row.type === 2 ? '企业微信' : '微信',
        corp_name: row.corp_name,
        gender: GENDER[row.gender],
        employees: row.employees.map((employee) => employee.name).join('、'),
        tags: row.tags.map((tag) => tag.name).join('、'),
        added_at: chinaDateTimeText(row.added_at),
        channel: row.channel?.name ?? '',
        add_way: ADD_WAYS[row.add_way],
        lost: row.lost ? '已流失' : '正常',
        external_user_id: row.external_user_id,
      }));
      const last = bases[bases.length - 1];
      if (!last || bases.length < batchSize) return;
      cursor = { at: last.cursorAt, id: last.id };
    }
  },
};
