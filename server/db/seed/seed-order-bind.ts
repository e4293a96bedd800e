// issue #22 demo data for /order-auto-bind (+ bind-config-history): binding rules for three of
// the four linked shops saved and changed over the last 90 days (the history), ~40 more orders
// from buyers the shops only know by phone, the phones and order numbers their customers sent
// in chats or employees entered in the sidebar (some shared by two customers: conflicts), the
// binding job's passes at three moments, and a few decisions by hand. The results are the
// real job's, so the page shows real numbers. Idempotent: skipped once demo has a rule.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { BindRuleBody } from '../../../contract/company/order-auto-bind';
import { ORDER_STATUS } from '../../../contract/marketing/order-points';
import { centsToText } from '../../../contract/marketing/order-points/member-decimal';
import { manualBind, unbind } from '../../modules/company/order-auto-bind/bind-manual';
import { saveShopRule } from '../../modules/company/order-auto-bind/bind-rules';
import { recordSignal } from '../../modules/company/order-auto-bind/bind-signals';
import { bindPending } from '../../modules/company/order-auto-bind/bind-sweep';
import { applyShopOrderEvent } from '../../modules/marketing/order-points/order-events';
import { pick, randomInt, seededRandom } from '../../platform/sandbox/fake-people';
import type { Random } from '../../platform/sandbox/fake-people';
import { createSandboxShopPlatform } from '../../platform/sandbox/shop-platform';
import type { Database } from '../database';
import { orderBindResults, orderBindRules } from '../schema/company-order-bind';
import { customers } from '../schema/customers';
import { employees } from '../schema/directory';
import { memberShops, members, shopOrders } from '../schema/member';

const TENANT = 'demo';
const DAY_MS = 86_400_000;
const ORDERS = 40;
const OPERATOR = '管理员';

const rule = (enabled: 0 | 1, priority: BindRuleBody['priority'], days: number): BindRuleBody => ({
  enabled,
  priority,
  match_days: days,
});

/** [platform, days ago, rule] in the order they were saved. */
const CHANGES: readonly [number, number, BindRuleBody][] = [
  [1, 88, rule(0, [3, 1], 30)],
  [1, 85, rule(1, [3, 1], 30)],
  [9, 80, rule(1, [1, 3, 2], 30)],
  [5, 78, rule(0, [3, 1, 2], 30)],
  [1, 45, rule(1, [3, 1, 2], 30)],
  [5, 60, rule(1, [3, 1, 2], 30)],
  [9, 30, rule(1, [1, 3, 2], 20)],
  [1, 12, rule(1, [3, 2, 1], 30)],
];

const phoneOf = (random: Random) =>
  `1${pick(random, ['3', '5', '7', '8'])}${String(randomInt(random, 0, 999_999_999)).padStart(9, '0')}`;

async function sell(db: Database, platformType: number, phone: string, at: Date, random: Random) {
  const shops = createSandboxShopPlatform(db);
  const status = random() < 0.75 ? ORDER_STATUS.completed : ORDER_STATUS.toReceive;
  const result = await shops.createOrder(
    TENANT,
    {
      platformType,
      amount: centsToText(randomInt(random, 1_990, 59_900)),
      buyer: { phone },
      status,
    },
    at,
  );
  if (!result.ok) throw new Error(`seed order-bind: order on ${platformType}: ${result.reason}`);
  for (const event of result.value.events) await applyShopOrderEvent(db, TENANT, event);
  return result.value.order.orderNo;
}

async function freeCustomers(db: Database) {
  return db
    .select({ id: customers.id })
    .from(customers)
    .leftJoin(members, and(eq(members.tenantId, TENANT), eq(members.customerId, customers.id)))
    .where(and(eq(customers.tenantId, TENANT), isNull(members.id)))
    .orderBy(asc(customers.id))
    .limit(60);
}

export async function seedOrderBind(db: Database, now: Date = new Date()): Promise<void> {
  const [existing] = await db
    .select({ shopId: orderBindRules.shopId })
    .from(orderBindRules)
    .where(eq(orderBindRules.tenantId, TENANT))
    .limit(1);
  if (existing) return;
  const shops = await db
    .select({ id: memberShops.id, platformType: memberShops.platformType })
    .from(memberShops)
    .where(eq(memberShops.tenantId, TENANT));
  const staff = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, TENANT), eq(employees.status, 1)))
    .orderBy(asc(employees.id));
  const people = await freeCustomers(db);
  if (shops.length === 0 || staff.length === 0 || people.length < 35) return;
  const shopOf = new Map(shops.map((shop) => [shop.platformType, shop.id]));
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const changes = [...CHANGES].sort((a, b) => b[1] - a[1]);
  for (const [platformType, days, body] of changes) {
    const shopId = shopOf.get(platformType);
    if (shopId === undefined) continue;
    await saveShopRule(db, TENANT, { shopId, rule: body, operator: OPERATOR }, ago(days));
  }

  const random = seededRandom(20_261_125);
  const nextPerson = (() => {
    let index = 0;
    return () => people[index++ % people.length]!.id;
  })();
  for (let index = 0; index < ORDERS; index += 1) {
    const at = ago(randomInt(random, 1, 86) + random());
    const platformType = pick(random, [1, 1, 1, 9, 9, 5]);
    const phone = phoneOf(random);
    const orderNo = await sell(db, platformType, phone, at, random);
    const seen = new Date(at.getTime() + randomInt(random, 1, 48) * 3_600_000);
    const signal = { employeeId: pick(random, staff).id, at: seen };
    if (index % 10 < 5) {
      // The customer sent the buyer phone in a chat.
      await recordSignal(db, TENANT, {
        ...signal,
        customerId: nextPerson(),
        identifierType: 1,
        value: phone,
        source: 1,
      });
    } else if (index % 10 < 7) {
      // The order number: sent by the customer, or typed by the employee in the sidebar.
      await recordSignal(db, TENANT, {
        ...signal,
        customerId: nextPerson(),
        identifierType: 2,
        value: orderNo,
        source: index % 2 === 0 ? 1 : 2,
      });
    } else if (index % 10 === 7) {
      // A phone two customers sent (family members sharing one): a conflict for a person.
      for (const customerId of [nextPerson(), nextPerson()]) {
        await recordSignal(db, TENANT, {
          ...signal,
          customerId,
          identifierType: 1,
          value: phone,
          source: 1,
        });
      }
    }
    // index % 10 of 8 and 9: nobody ever mentions them (not bound, then expired).
  }

  for (const days of [60, 30, 0]) await bindPending(db, TENANT, ago(days));

  // Decisions by hand: two unmatched orders bound by number, one wrong binding undone.
  const waiting = await db
    .select({ orderNo: shopOrders.orderNo, status: orderBindResults.status })
    .from(orderBindResults)
    .innerJoin(
      shopOrders,
      and(eq(shopOrders.tenantId, TENANT), eq(shopOrders.id, orderBindResults.orderId)),
    )
    .where(and(eq(orderBindResults.tenantId, TENANT), eq(orderBindResults.reason, 'expired')))
    .orderBy(asc(orderBindResults.orderId))
    .limit(2);
  for (const [index, row] of waiting.entries()) {
    await manualBind(
      db,
      TENANT,
      { orderNo: row.orderNo, customerId: nextPerson(), operator: OPERATOR },
      ago(5 - index),
    );
  }
  const [wrong] = await db
    .select({ orderId: orderBindResults.orderId })
    .from(orderBindResults)
    .where(
      and(
        eq(orderBindResults.tenantId, TENANT),
        eq(orderBindResults.identifierType, 1),
        eq(orderBindResults.status, 1),
      ),
    )
    .orderBy(asc(orderBindResults.orderId))
    .limit(1);
  if (wrong) {
    await unbind(
      db,
      TENANT,
      { orderId: wrong.orderId, reason: '客户反馈手机号为家人所用', operator: OPERATOR },
      ago(2),
    );
  }
}
