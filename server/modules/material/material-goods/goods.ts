// issue #20 /material-goods: the goods list (shop, stock state, keyword), the linked shops
// with their goods counts, and the send count of a goods card.
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import {
  LOW_STOCK,
  type GoodsQuery,
  type GoodsRow,
  type GoodsStockState,
} from '../../../../contract/material/material-goods';
import type { Database } from '../../../db/database';
import { materialGoods } from '../../../db/schema/material';
import { memberShops } from '../../../db/schema/member';
import { BusinessError } from '../../../http/http-errors';
import { containsPattern, pagedList } from '../../../db/list-query';

export const GOODS_NOT_FOUND = 120102;

export function stockStateOf(status: number, stock: number): GoodsStockState {
  if (status === 2) return 'off_shelf';
  if (stock <= 0) return 'sold_out';
  return stock <= LOW_STOCK ? 'low' : 'on_sale';
}

function stateFilter(state: GoodsStockState): SQL {
  switch (state) {
    case 'off_shelf':
      return sql`${materialGoods.status} = 2`;
    case 'sold_out':
      return sql`${materialGoods.status} = 1 and ${materialGoods.stock} <= 0`;
    case 'low':
      return sql`${materialGoods.status} = 1 and ${materialGoods.stock} between 1 and ${LOW_STOCK}`;
    case 'on_sale':
      return sql`${materialGoods.status} = 1 and ${materialGoods.stock} > ${LOW_STOCK}`;
  }
}

const columns = {
  goods: materialGoods,
  shopName: memberShops.name,
  platformType: memberShops.platformType,
};
type Joined = { goods: typeof materialGoods.$inferSelect; shopName: string; platformType: number };

function toRow({ goods, shopName, platformType }: Joined): GoodsRow {
  return {
    id: goods.id,
    name: goods.name,
    price: goods.price,
    images: goods.images,
    link: goods.link,
    stock: goods.stock,
    stock_state: stockStateOf(goods.status, goods.stock),
    shop: { id: goods.shopId, name: shopName, platform_type: platformType },
    send_count: goods.sendCount,
    synced_at: goods.syncedAt.toISOString(),
  };
}

const joined = (db: Database) =>
  db
    .select(columns)
    .from(materialGoods)
    .innerJoin(
      memberShops,
      and(
        eq(memberShops.tenantId, materialGoods.tenantId),
        eq(memberShops.id, materialGoods.shopId),
      ),
    );

export async function listGoods(
  db: Database,
  tenantId: string,
  query: GoodsQuery,
): Promise<ListData<GoodsRow>> {
  const where = and(
    eq(materialGoods.tenantId, tenantId),
    query.shop_id ? eq(materialGoods.shopId, query.shop_id) : undefined,
    query.keyword ? ilike(materialGoods.name, containsPattern(query.keyword)) : undefined,
    query.stock_state ? stateFilter(query.stock_state) : undefined,
  );
  return pagedList(
    query,
    ({ limit, offset }) =>
      joined(db)
        .where(where)
        .orderBy(desc(materialGoods.sendCount), desc(materialGoods.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(materialGoods).where(where),
    (rows) => rows.map(toRow),
  );
}

export async function linkedShops(db: Database, tenantId: string) {
  const rows = await db
    .select({
      id: memberShops.id,
      name: memberShops.name,
      platform_type: memberShops.platformType,
      goods: sql<number>`(select count(*)::int from material_goods g
        where g.tenant_id = "member_shops"."tenant_id" and g.shop_id = "member_shops"."id")`,
      last: sql<string | null>`(select max(g.synced_at)::text from material_goods g
        where g.tenant_id = "member_shops"."tenant_id" and g.shop_id = "member_shops"."id")`,
    })
    .from(memberShops)
    .where(eq(memberShops.tenantId, tenantId))
    .orderBy(memberShops.id);
  return rows.map(({ last, ...shop }) => ({
    ...shop,
    last_synced_at: last ? new Date(last).toISOString() : null,
  }));
}

export async function useGoods(db: Database, tenantId: string, id: number): Promise<GoodsRow> {
  await db
    .update(materialGoods)
    .set({ sendCount: sql`${materialGoods.sendCount} + 1` })
    .where(and(eq(materialGoods.tenantId, tenantId), eq(materialGoods.id, id)));
  const [row] = await joined(db).where(
    and(eq(materialGoods.tenantId, tenantId), eq(materialGoods.id, id)),
  );
  if (!row) throw new BusinessError(GOODS_NOT_FOUND, '商品不存在或已被删除');
  return toRow(row);
}
