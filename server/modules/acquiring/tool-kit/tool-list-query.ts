// issue #15, #34: the list query every acquiring tool shares (lock, shunt and group codes,
// short links): the tenant's codes, name contains the search (LIKE-escaped), on/off, newest
// first, one page and the filtered total. Each tool turns its page of rows into list rows.
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ToolListQuery } from '../../../../contract/acquiring/tool-fields';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { containsPattern, offsetOf } from '../../../db/list-query';

type ToolTable = PgTable & {
  readonly tenantId: PgColumn;
  readonly id: PgColumn;
  readonly name: PgColumn;
  readonly enabled: PgColumn;
  readonly createdAt: PgColumn;
};

/** One page of a tool's codes with the list's filters, turned into rows by `toRows`. */
export async function toolListPage<T extends ToolTable, R>(
  db: Database,
  table: T,
  tenantId: string,
  query: ToolListQuery,
  toRows: (codes: T['$inferSelect'][]) => Promise<R[]>,
): Promise<ListData<R>> {
  const where = and(
    eq(table.tenantId, tenantId),
    query.name ? ilike(table.name, containsPattern(query.name)) : undefined,
    query.status ? eq(table.enabled, query.status === 'on') : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  const codes = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(query.page_size)
    .offset(offsetOf(query))) as T['$inferSelect'][];
  return {
    list: await toRows(codes),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
