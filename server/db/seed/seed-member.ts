// issue #8 demo data for tenant demo: four linked sandbox shops (Taobao/Tmall, Youzan, Douyin,
// video-account shop), points rules on three of them, members bound to some of issue #9's
// customers (plus a few unbound and failed bindings), ~90 days of orders sent through the
// sandbox's order events (so the points history is what the rules really grant), and a few
// manual changes. Idempotent and quick: skipped when demo already has a linked shop.
import { and, asc, eq } from 'drizzle-orm';
import {
  BIND_STATUS,
  IDENTIFIER_TYPES,
  ORDER_STATUS,
} from '../../../contract/marketing/order-points';
import type { OrderStatus } from '../../../contract/marketing/order-points';
import { centsToText } from '../../../contract/marketing/order-points/member-decimal';
import type { PointsRuleBody } from '../../../contract/marketing/order-points/member-rules';
import {
  addIdentity,
  chooseResponsible,
} from '../../modules/marketing/order-points/member-binding';
import { recordLinkedShop } from '../../modules/marketing/order-points/linked-shops';
import { applyShopOrderEvent } from '../../modules/marketing/order-points/order-events';
import { changePointsManually } from '../../modules/marketing/order-points/points-ledger';
import { saveRule } from '../../modules/marketing/order-points/rule-queries';
import { pick, randomInt, seededRandom } from '../../platform/sandbox/fake-people';
import type { Random } from '../../platform/sandbox/fake-people';
import { createSandboxShopPlatform } from '../../platform/sandbox/shop-platform';
import type { Database } from '../database';
import { customers } from '../schema/customers';
import { employees } from '../schema/directory';
import { users } from '../schema/identity';
import { memberShops, members } from '../schema/member';

const TENANT = 'demo';
const DAY_MS = 86_400_000;
const BOUND_MEMBERS = 36;
const FAILED_BINDINGS = 4;
const UNBOUND_BUYERS = 6;

const SHOPS = [
  [1, '演示天猫旗舰店'],
  [5, '演示有赞商城'],
  [9, '演示抖音小店'],
  [16, '演示视频号小店'],
] as const;

const rule = (patch: Partial<PointsRuleBody> & { platform_type: number }): PointsRuleBody => ({
  status: 1,
  amount_per_point: '10.00',
  earn_status: ORDER_STATUS.completed,
  rounding: 1,
  validity_type: 1,
  validity_days: null,
  assign_rule: 10,
  assign_fallback: 20,
  ...patch,
});

// Taobao: 10 yuan a point on completion; Douyin: 1 yuan a point once shipped, rounded, valid
// 60 days (older grants expire); Youzan: configured but off; video-account shop: no rule yet.
const RULES: readonly PointsRuleBody[] = [
  rule({ platform_type: 1 }),
  rule({
    platform_type: 9,
    amount_per_point: '1.00',
    earn_status: ORDER_STATUS.toReceive,
    rounding: 2,
    validity_type: 2,
    validity_days: 60,
    assign_rule: 20,
    assign_fallback: 10,
  }),
  rule({ platform_type: 5, status: 0, amount_per_point: '5.00' }),
];

const phoneOf = (random: Random) =>
  `1${pick(random, ['3', '5', '7', '8', '9'])}${String(randomInt(random, 0, 999_999_999)).padStart(9, '0')}`;

function finalStatus(random: Random): OrderStatus {
  const roll = random();
  if (roll < 0.62) return ORDER_STATUS.completed;
  if (roll < 0.77) return ORDER_STATUS.toReceive;
  if (roll < 0.88) return ORDER_STATUS.toShip;
  return ORDER_STATUS.cancelled;
}

async function sellOrder(
  db: Database,
  shops: ReturnType<typeof createSandboxShopPlatform>,
  order: {
    platformType: number;
    phone: string;
    amountCents: number;
    status: OrderStatus;
    at: Date;
  },
): Promise<void> {
  // A cancelled order was often completed (and earned) first: a refund after the grant.
  const refundAfterGrant = order.status === ORDER_STATUS.cancelled;
  const result = await shops.createOrder(
    TENANT,
    {
      platformType: order.platformType,
      amount: centsToText(order.amountCents),
      buyer: { phone: order.phone },
      status: refundAfterGrant ? ORDER_STATUS.completed : order.status,
    },
    order.at,
  );
  if (!result.ok)
    throw new Error(`seed: order on platform ${order.platformType}: ${result.reason}`);
  const events = [...result.value.events];
  if (refundAfterGrant) {
    const refund = await shops.changeStatus(
      TENANT,
      result.value.order.orderNo,
      ORDER_STATUS.cancelled,
      new Date(order.at.getTime() + 5 * DAY_MS),
    );
    if (refund.ok) events.push(...refund.value.events);
  }
  for (const event of events) await applyShopOrderEvent(db, TENANT, event);
}

export async function seedMembers(db: Database, now: Date = new Date()): Promise<void> {
  const [linked] = await db
    .select({ id: memberShops.id })
    .from(memberShops)
    .where(eq(memberShops.tenantId, TENANT))
    .limit(1);
  if (linked) return;
  const people = await db
    .select({ id: customers.id, externalUserId: customers.externalUserId, name: customers.name })
    .from(customers)
    .where(eq(customers.tenantId, TENANT))
    .orderBy(asc(customers.id))
    .limit(BOUND_MEMBERS + FAILED_BINDINGS);
  const [admin] = await db.select().from(users).where(eq(users.account, 'admin'));
  const staff = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, TENANT), eq(employees.status, 1)))
    .orderBy(asc(employees.id));
  if (!admin || people.length === 0) return;

  const random = seededRandom(20_260_808);
  const shops = createSandboxShopPlatform(db);
  for (const [platformType, name] of SHOPS) {
    const shop = await shops.linkShop(
      TENANT,
      platformType,
      name,
      new Date(now.getTime() - 120 * DAY_MS),
    );
    await recordLinkedShop(db, TENANT, shop);
  }
  for (const body of RULES) {
    await saveRule(db, TENANT, body, admin.id, new Date(now.getTime() - 100 * DAY_MS));
  }

  const sales: Parameters<typeof sellOrder>[2][] = [];
  for (const [index, person] of people.entries()) {
    const failed = index >= BOUND_MEMBERS;
    const platformType = pick(random, [1, 1, 1, 9, 9, 5, 16]);
    const since = new Date(now.getTime() - randomInt(random, 20, 95) * DAY_MS);
    const binder = staff.length > 0 && random() < 0.6 ? pick(random, staff).id : null;
    const responsible = failed
      ? { employeeId: null, rule: null }
      : await chooseResponsible(
          db,
          TENANT,
          { customerId: person.id, boundByEmployeeId: binder },
          platformType === 9
            ? { assignRule: 20, assignFallback: 10 }
            : { assignRule: 10, assignFallback: 20 },
        );
    const phone = phoneOf(random);
    const [member] = await db
      .insert(members)
      .values({
        tenantId: TENANT,
        customerId: person.id,
        externalUserId: person.externalUserId,
        name: person.name,
        phone: failed ? '' : phone,
        birthday:
          random() < 0.4
            ? `19${randomInt(random, 70, 99)}-0${randomInt(random, 1, 9)}-1${randomInt(random, 0, 9)}`
            : null,
        bindStatus: failed ? BIND_STATUS.failed : BIND_STATUS.bound,
        platformType,
        responsibleEmployeeId: responsible.employeeId,
        responsibleRule: responsible.rule,
        boundByEmployeeId: failed ? null : binder,
        createdAt: since,
        boundAt: failed ? null : since,
      })
      .returning({ id: members.id });
    if (!member || failed) continue;
    await addIdentity(db, TENANT, member.id, {
      platformType,
      identifierType: IDENTIFIER_TYPES.phone,
      identifier: phone,
      at: since,
    });
    if (random() < 0.3) {
      await addIdentity(db, TENANT, member.id, {
        platformType,
        identifierType: IDENTIFIER_TYPES.account,
        identifier: `tb_${person.externalUserId.slice(-8)}`,
        at: since,
      });
    }
    const orders = randomInt(random, 1, 4);
    for (let count = 0; count < orders; count += 1) {
      const at = new Date(since.getTime() + randomInt(random, 0, 18) * DAY_MS + count * DAY_MS);
      sales.push({
        platformType,
        phone,
        amountCents: randomInt(random, 1_990, 89_900),
        status: finalStatus(random),
        at,
      });
    }
  }
  for (let index = 0; index < UNBOUND_BUYERS; index += 1) {
    const at = new Date(now.getTime() - randomInt(random, 1, 60) * DAY_MS);
    sales.push({
      platformType: pick(random, [1, 9, 16]),
      phone: phoneOf(random),
      amountCents: randomInt(random, 990, 29_900),
      status: ORDER_STATUS.completed,
      at,
    });
  }
  sales.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const sale of sales) await sellOrder(db, shops, sale);

  const [first] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, TENANT), eq(members.bindStatus, BIND_STATUS.bound)))
    .orderBy(asc(members.id))
    .limit(1);
  if (!first) return;
  const manual = { operatorUserId: admin.id, operatorName: admin.name };
  await changePointsManually(db, TENANT, first.id, 5_000, {
    ...manual,
    reason: '会员日活动赠送',
    at: new Date(now.getTime() - 10 * DAY_MS),
  });
  await changePointsManually(db, TENANT, first.id, -1_000, {
    ...manual,
    reason: '兑换优惠券',
    at: new Date(now.getTime() - 3 * DAY_MS),
  });
}
