// /sider-iframe: the tenant's sidebar pages. A tenant without rows gets the four defaults on
// first read (idempotent insert), so every tenant — `second` too — has its own copy to switch
// and order. Every query is scoped by the verified token's tenant; issue #41: the opens a
// scoped operator sees are those of the employees in their scope.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListData } from '../../../../contract/envelope';
import type {
  SiderPageRow,
  siderIframeListQuery,
  siderPageUpdateSchema,
} from '../../../../contract/reach/sider-iframe';
import { SIDER_PAGE_DEFAULTS } from '../../../../contract/reach/sider-iframe';
import type { SiderPageKey } from '../../../../contract/reach/sider-pages';
import { SIDER_PAGE_KEYS, siderPagePath } from '../../../../contract/reach/sider-pages';
import type { Database } from '../../../db/database';
import { siderPages } from '../../../db/schema/reach-sider';
import { HttpError } from '../../../http/http-errors';
import { containsPattern, offsetOf } from '../../../db/list-query';
import { ALL_DATA, scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const DAY_MS = 86_400_000;

export async function ensureSiderPages(db: Database, tenantId: string): Promise<void> {
  await db
    .insert(siderPages)
    .values(
      SIDER_PAGE_KEYS.map((pageKey, index) => ({
        tenantId,
        pageKey,
        name: SIDER_PAGE_DEFAULTS[pageKey].name,
        sortOrder: (index + 1) * 10,
      })),
    )
    .onConflictDoNothing();
}

type Raw = {
  id: number;
  page_key: SiderPageKey;
  name: string;
  enabled: boolean;
  sort_order: number;
  updated_at: string | Date;
  opens_30d: number;
};

const toRow = (row: Raw): SiderPageRow => ({
  id: row.id,
  page_key: row.page_key,
  name: row.name,
  description: SIDER_PAGE_DEFAULTS[row.page_key]?.description ?? '',
  enabled: row.enabled,
  sort_order: row.sort_order,
  path: siderPagePath(row.page_key),
  opens_30d: Number(row.opens_30d),
  updated_at: new Date(row.updated_at).toISOString(),
});

async function selectPages(
  db: Database,
  tenantId: string,
  now: Date,
  where = sql`true`,
  scope: DataScope = ALL_DATA,
) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const opener = scopeFilter(scope, sql`e.employee_id`) ?? sql`true`;
  const result = await db.execute(sql`select p.id, p.page_key, p.name, p.enabled, p.sort_order,
      p.updated_at, (select count(*) from sider_events e where e.tenant_id = p.tenant_id
        and e.page_key = p.page_key and e.kind = 'open' and e.occurred_at >= ${since}
        and ${opener})::int as opens_30d
    from sider_pages p where p.tenant_id = ${tenantId} and ${where}
    order by p.sort_order, p.id`);
  return rowsOf<Raw>(result).map(toRow);
}

export async function listSiderPages(
  db: Database,
  tenantId: string,
  query: z.infer<typeof siderIframeListQuery>,
  now: Date,
  scope: DataScope = ALL_DATA,
): Promise<ListData<SiderPageRow>> {
  await ensureSiderPages(db, tenantId);
  const where = [sql`true`];
  if (query.name) where.push(sql`p.name ilike ${containsPattern(query.name)}`);
  if (query.enabled !== undefined) where.push(sql`p.enabled = ${query.enabled === 1}`);
  const all = await selectPages(db, tenantId, now, sql.join(where, sql` and `), scope);
  const start = offsetOf(query);
  return {
    list: all.slice(start, start + query.page_size),
    total: all.length,
    page: query.page,
    page_size: query.page_size,
  };
}

/** The enabled pages in their order (the sidebar's tabs). */
export async function enabledSiderPages(db: Database, tenantId: string) {
  await ensureSiderPages(db, tenantId);
  return db
    .select({ key: siderPages.pageKey, name: siderPages.name })
    .from(siderPages)
    .where(and(eq(siderPages.tenantId, tenantId), eq(siderPages.enabled, true)))
    .orderBy(siderPages.sortOrder, siderPages.id) as Promise<{ key: SiderPageKey; name: string }[]>;
}

async function findPage(db: Database, tenantId: string, id: number, now: Date) {
  const [row] = await selectPages(db, tenantId, now, sql`p.id = ${id}`);
  if (!row) throw new HttpError(404, '侧边栏页面不存在');
  return row;
}

export async function updateSiderPage(
  db: Database,
  tenantId: string,
  id: number,
  body: z.infer<typeof siderPageUpdateSchema>,
  now: Date,
): Promise<SiderPageRow> {
  await findPage(db, tenantId, id, now);
  await db
    .update(siderPages)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      updatedAt: now,
    })
    .where(and(eq(siderPages.tenantId, tenantId), eq(siderPages.id, id)));
  return findPage(db, tenantId, id, now);
}

/** Swaps the page with its neighbour above or below; at the edge nothing moves. */
export async function moveSiderPage(
  db: Database,
  tenantId: string,
  id: number,
  direction: 'up' | 'down',
  now: Date,
): Promise<{ moved: boolean }> {
  await findPage(db, tenantId, id, now);
  const pages = await selectPages(db, tenantId, now);
  const at = pages.findIndex((page) => page.id === id);
  const other = pages[direction === 'up' ? at - 1 : at + 1];
  const self = pages[at];
  if (!other || !self) return { moved: false };
  await db.transaction(async (tx) => {
    // Orders are renumbered 10, 20, … so equal orders from older data still swap.
    for (const [index, page] of pages.entries()) {
      const order =
        page.id === self.id
          ? pages.indexOf(other)
          : page.id === other.id
            ? pages.indexOf(self)
            : index;
      await tx
        .update(siderPages)
        .set({ sortOrder: (order + 1) * 10, ...(page.id === self.id ? { updatedAt: now } : {}) })
        .where(and(eq(siderPages.tenantId, tenantId), eq(siderPages.id, page.id)));
    }
  });
  return { moved: true };
}
