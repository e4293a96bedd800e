// The sandbox shop platform's own truth (issue #8): the shops a tenant linked and the orders
// they sold, kept in the sandbox store (sandbox_objects, kinds `shop` and `shop_order`),
// apart from our mirror (member_shops, shop_orders), as a real e-commerce platform would be.
import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/marketing/order-points';
import type { Database } from '../../db/database';
import { sandboxObjects } from '../../db/schema/directory';
import { escapeLike } from '../../db/list-query';

export interface SandboxShop {
  readonly shopCode: string;
  readonly platformType: number;
  readonly name: string;
  readonly linkedAt: string;
}

export interface SandboxBuyer {
  /** Set when the shop knows the buyer's union id, i.e. the customer (open-platform binding). */
  readonly externalUserId?: string;
  readonly phone?: string;
  readonly nickname: string;
}

export interface SandboxOrder {
  readonly orderNo: string;
  readonly platformType: number;
  readonly shopCode: string;
  readonly amount: string;
  readonly status: OrderStatus;
  readonly buyer: SandboxBuyer;
  readonly orderedAt: string;
  readonly updatedAt: string;
}

type Kind = 'shop' | 'shop_order';

/** An order number is unique per platform; the store key says which. */
export const orderKey = (platformType: number, orderNo: string) => `${platformType}:${orderNo}`;

async function put(db: Database, tenantId: string, kind: Kind, key: string, data: object) {
  await db
    .insert(sandboxObjects)
    .values({ tenantId, kind, platformId: key, data: data as Record<string, unknown> })
    .onConflictDoUpdate({
      target: [sandboxObjects.tenantId, sandboxObjects.kind, sandboxObjects.platformId],
      set: { data: sql`excluded.data`, updatedAt: sql`now()` },
    });
}

async function list<T>(db: Database, tenantId: string, kind: Kind): Promise<T[]> {
  const rows = await db
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.tenantId, tenantId), eq(sandboxObjects.kind, kind)))
    .orderBy(sandboxObjects.platformId);
  return rows.map((row) => row.data as T);
}

export const putShop = (db: Database, tenantId: string, shop: SandboxShop) =>
  put(db, tenantId, 'shop', shop.shopCode, shop);

export const listShops = (db: Database, tenantId: string) =>
  list<SandboxShop>(db, tenantId, 'shop');

export const putOrder = (db: Database, tenantId: string, order: SandboxOrder) =>
  put(db, tenantId, 'shop_order', orderKey(order.platformType, order.orderNo), order);

/** Orders are found by number alone when the tester does not say the platform. */
export async function findOrders(
  db: Database,
  tenantId: string,
  orderNo: string,
): Promise<SandboxOrder[]> {
  const rows = await db
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(
      and(
        eq(sandboxObjects.tenantId, tenantId),
        eq(sandboxObjects.kind, 'shop_order'),
        sql`${sandboxObjects.platformId} like ${`%:${escapeLike(orderNo)}`}`,
      ),
    );
  return rows
    .map((row) => row.data as unknown as SandboxOrder)
    .filter((o) => o.orderNo === orderNo);
}
