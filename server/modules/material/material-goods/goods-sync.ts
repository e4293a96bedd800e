// issue #20 /material-goods "sync goods from the sandbox shops": a job per tenant reads each
// linked shop's item catalogue and upserts it (one shop per `once` key, so a retried job
// does not redo a shop it finished). Reads the /order-points shops; writes only our table.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { materialGoods } from '../../../db/schema/material';
import { memberShops } from '../../../db/schema/member';
import type { RouteDeps } from '../../../http/app-deps';
import { sandboxShopItems } from '../../../platform/sandbox/shop-goods';

export const GOODS_SYNC_JOB = 'material.goods-sync';
const DAY_MS = 86_400_000;

interface SyncData {
  readonly tenantId: string;
  readonly shopId?: number;
  readonly at: number;
}

/** Upserts one shop's items; answers how many. */
export async function syncShopGoods(
  db: Database,
  tenantId: string,
  shop: { id: number; shopCode: string },
  at: Date,
): Promise<number> {
  const items = sandboxShopItems(shop.shopCode, Math.floor(at.getTime() / DAY_MS));
  if (items.length === 0) return 0;
  await db
    .insert(materialGoods)
    .values(items.map((item) => ({ tenantId, shopId: shop.id, ...item, syncedAt: at })))
    .onConflictDoUpdate({
      target: [materialGoods.tenantId, materialGoods.shopId, materialGoods.itemCode],
      set: {
        name: sql`excluded.name`,
        price: sql`excluded.price`,
        images: sql`excluded.images`,
        link: sql`excluded.link`,
        stock: sql`excluded.stock`,
        status: sql`excluded.status`,
        syncedAt: sql`excluded.synced_at`,
      },
    });
  return items.length;
}

export function defineGoodsSync({ db, jobs }: RouteDeps): void {
  jobs.define<SyncData>(GOODS_SYNC_JOB, async (job) => {
    const { tenantId, shopId, at } = job.data;
    const shops = await db
      .select({ id: memberShops.id, shopCode: memberShops.shopCode })
      .from(memberShops)
      .where(
        and(eq(memberShops.tenantId, tenantId), shopId ? eq(memberShops.id, shopId) : undefined),
      );
    let done = 0;
    for (const shop of shops) {
      await job.once(`shop:${shop.id}`, async (tx) => {
        await syncShopGoods(tx, tenantId, shop, new Date(at));
      });
      done += 1;
      await job.progress(done, shops.length);
    }
  });
}
