// issue #8: the sandbox e-commerce platform. It links shops for the platform codes of spec §3
// (1 Taobao/Tmall … 16 video-account shop), sells orders and walks them through their life
// cycle (1 to ship → 2 to receive → 3 completed, or 4 cancelled/refunded), and answers every
// status change as an order event, the callback a real shop platform would send. The member
// module applies the events to our mirror (server/modules/marketing/order-points/order-events.ts).
import { randomBytes } from 'node:crypto';
import { ORDER_STATUS, platformName } from '../../../contract/marketing/order-points';
import type { OrderStatus } from '../../../contract/marketing/order-points';
import type { Database } from '../../db/database';
import { nickname, seededRandom } from './fake-people';
import { findOrders, listShops, putOrder, putShop } from './shop-store';
import type { SandboxBuyer, SandboxOrder, SandboxShop } from './shop-store';

/** What a shop platform tells us when an order changes (one event per status reached). */
export interface ShopOrderEvent {
  readonly type: 'shop_order_status';
  readonly platformType: number;
  readonly shopCode: string;
  readonly orderNo: string;
  readonly amount: string;
  readonly status: OrderStatus;
  readonly buyer: SandboxBuyer;
  readonly orderedAt: Date;
  readonly at: Date;
}

export interface NewSandboxOrder {
  readonly platformType: number;
  readonly amount: string;
  readonly buyer: Omit<SandboxBuyer, 'nickname'> & { nickname?: string };
  /** Where the order ends up; the platform passes through every status before it. */
  readonly status: OrderStatus;
  readonly orderNo?: string;
}

export type SandboxShopResult<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly reason: 'no_shop' | 'order_not_found' | 'order_exists' | 'bad_transition';
    };

/** spec §3 life cycle: the statuses an order passes through to reach `target` from `from`. */
export function lifecyclePath(from: OrderStatus | null, target: OrderStatus): OrderStatus[] | null {
  if (from === ORDER_STATUS.cancelled) return null;
  if (target === ORDER_STATUS.cancelled) return from === null ? [1, 4] : [4];
  const start = from ?? 0;
  if (target <= start) return null;
  const path: OrderStatus[] = [];
  for (let status = start + 1; status <= target; status += 1) path.push(status as OrderStatus);
  return path;
}

// Platform, time and 9 random digits: orders made at the same instant (the seed sells many
// orders with one timestamp) must not collide, as 4 random digits occasionally did.
const newOrderNo = (platformType: number, now: Date) =>
  `${String(platformType).padStart(2, '0')}${now.getTime()}${String(
    randomBytes(4).readUInt32LE(0) % 1_000_000_000,
  ).padStart(9, '0')}`;

function eventsFor(order: SandboxOrder, path: readonly OrderStatus[], at: Date): ShopOrderEvent[] {
  return path.map((status) => ({
    type: 'shop_order_status',
    platformType: order.platformType,
    shopCode: order.shopCode,
    orderNo: order.orderNo,
    amount: order.amount,
    status,
    buyer: order.buyer,
    orderedAt: new Date(order.orderedAt),
    at,
  }));
}

export function createSandboxShopPlatform(db: Database) {
  return {
    kind: 'sandbox' as const,
    listShops: (tenantId: string) => listShops(db, tenantId),

    async linkShop(
      tenantId: string,
      platformType: number,
      name: string | undefined,
      now: Date,
    ): Promise<SandboxShop> {
      const shop: SandboxShop = {
        shopCode: `shop${platformType}_${randomBytes(5).toString('hex')}`,
        platformType,
        name: name?.trim() || `${platformName(platformType)}旗舰店`,
        linkedAt: now.toISOString(),
      };
      await putShop(db, tenantId, shop);
      return shop;
    },

    async createOrder(
      tenantId: string,
      input: NewSandboxOrder,
      now: Date,
    ): Promise<SandboxShopResult<{ order: SandboxOrder; events: ShopOrderEvent[] }>> {
      const shop = (await listShops(db, tenantId)).find(
        (item) => item.platformType === input.platformType,
      );
      if (!shop) return { ok: false, reason: 'no_shop' };
      const path = lifecyclePath(null, input.status);
      if (!path) return { ok: false, reason: 'bad_transition' };
      const random = seededRandom(randomBytes(4).readUInt32LE(0));
      const order: SandboxOrder = {
        orderNo: input.orderNo ?? newOrderNo(input.platformType, now),
        platformType: input.platformType,
        shopCode: shop.shopCode,
        amount: input.amount,
        status: input.status,
        buyer: { ...input.buyer, nickname: input.buyer.nickname ?? nickname(random) },
        orderedAt: now.toISOString(),
        updatedAt: now.toISOString(),
      };
      const taken = await findOrders(db, tenantId, order.orderNo);
      if (taken.some((item) => item.platformType === order.platformType)) {
        return { ok: false, reason: 'order_exists' };
      }
      await putOrder(db, tenantId, order);
      return { ok: true, value: { order, events: eventsFor(order, path, now) } };
    },

    /** Moves an order on (1 → 2 → 3, or to 4 from any live status). */
    async changeStatus(
      tenantId: string,
      orderNo: string,
      status: OrderStatus,
      now: Date,
    ): Promise<SandboxShopResult<{ order: SandboxOrder; events: ShopOrderEvent[] }>> {
      const [current] = await findOrders(db, tenantId, orderNo);
      if (!current) return { ok: false, reason: 'order_not_found' };
      const path = lifecyclePath(current.status, status);
      if (!path) return { ok: false, reason: 'bad_transition' };
      const order: SandboxOrder = { ...current, status, updatedAt: now.toISOString() };
      await putOrder(db, tenantId, order);
      return { ok: true, value: { order, events: eventsFor(order, path, now) } };
    },

    /** Sends the order's current status again (platforms retry callbacks). */
    async replay(
      tenantId: string,
      orderNo: string,
      now: Date,
    ): Promise<SandboxShopResult<{ order: SandboxOrder; events: ShopOrderEvent[] }>> {
      const [current] = await findOrders(db, tenantId, orderNo);
      if (!current) return { ok: false, reason: 'order_not_found' };
      return {
        ok: true,
        value: { order: current, events: eventsFor(current, [current.status], now) },
      };
    },
  };
}

export type SandboxShopPlatform = ReturnType<typeof createSandboxShopPlatform>;
