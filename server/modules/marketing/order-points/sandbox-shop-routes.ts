// issue #8: the sandbox shop platform's API, for testers and the e2e (`npm run shop` wraps it;
// `npm run shop -- --help` lists the calls). It stands in for the e-commerce platforms, so it lives outside
// /scrm/v1/member, takes the tenant from the signed-in token (the guard) and exists only while
// the platform adapter is the sandbox. Each status change is delivered, like a platform
// callback, to the member module's order-event handler.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { failure, success } from '../../../../contract/envelope';
import { MEMBER_ERRORS } from '../../../../contract/marketing/order-points';
import { centsToText } from '../../../../contract/marketing/order-points/member-decimal';
import {
  SANDBOX_SHOP_API,
  linkShopSchema,
  sandboxOrderSchema,
  sandboxOrderStatusSchema,
} from '../../../../contract/marketing/order-points/member-sandbox';
import type { SandboxOrderResult } from '../../../../contract/marketing/order-points/member-sandbox';
import type { Database } from '../../../db/database';
import { customers } from '../../../db/schema/customers';
import { members } from '../../../db/schema/member';
import type { RouteDeps } from '../../../http/app-deps';
import { requireAuth } from '../../../http/auth/request-auth';
import { parseBody } from '../../../http/parse-body';
import { createPlatformAdapter } from '../../../platform/adapter';
import { createSandboxShopPlatform } from '../../../platform/sandbox/shop-platform';
import type { SandboxShopResult, ShopOrderEvent } from '../../../platform/sandbox/shop-platform';
import type { SandboxOrder } from '../../../platform/sandbox/shop-store';
import { recordLinkedShop } from './linked-shops';
import { MEMBER_GUARD } from './member-codes';
import { applyShopOrderEvent } from './order-events';

const orderParams = z.object({ order_no: z.string().trim().min(1).max(64) });

const FAILURES = {
  no_shop: MEMBER_ERRORS.platformNotLinked,
  order_not_found: MEMBER_ERRORS.orderNotFound,
  order_exists: MEMBER_ERRORS.orderExists,
  bad_transition: {
    code: MEMBER_ERRORS.orderStatusInvalid.code,
    msg: `${MEMBER_ERRORS.orderStatusInvalid.msg}：只能 1待发货→2待收货→3已完成，或在未取消前变为4已取消/退款`,
  },
} as const;

/** Delivers the events in order, as the platform's callbacks would arrive. */
async function deliver(
  db: Database,
  tenantId: string,
  result: SandboxShopResult<{ order: SandboxOrder; events: ShopOrderEvent[] }>,
) {
  if (!result.ok) return failure(FAILURES[result.reason].code, FAILURES[result.reason].msg);
  let cents = 0;
  let memberId: number | null = null;
  for (const event of result.value.events) {
    const outcome = await applyShopOrderEvent(db, tenantId, event);
    cents += outcome.pointsCents;
    memberId = outcome.memberId;
  }
  const [member] =
    memberId === null
      ? []
      : await db
          .select({ balance: members.pointsBalance, externalUserId: members.externalUserId })
          .from(members)
          .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
  const { order } = result.value;
  const data: SandboxOrderResult = {
    order_no: order.orderNo,
    platform_type: order.platformType,
    amount: order.amount,
    status: order.status,
    member_id: memberId,
    external_user_id: member?.externalUserId ?? '',
    points_change: centsToText(cents),
    balance: member?.balance ?? null,
  };
  return success(data);
}

/** A buyer named by customer id must be this tenant's customer or member. */
async function knownBuyer(db: Database, tenantId: string, externalUserId: string) {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.externalUserId, externalUserId)));
  if (customer) return true;
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.externalUserId, externalUserId)));
  return member !== undefined;
}

export function registerSandboxShopRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // docs/conventions.md: never while a real platform adapter is configured. issue #25 finding 4: it
  // credits points, so it needs the order-points page code like /scrm/v1/member.
  if (createPlatformAdapter(deps.db).kind !== 'sandbox') return;
  const shops = createSandboxShopPlatform(deps.db);

  app.get(`${SANDBOX_SHOP_API}/shops`, MEMBER_GUARD, async (request) => {
    const { tenantId } = requireAuth(request);
    return success(await shops.listShops(tenantId));
  });

  app.post(`${SANDBOX_SHOP_API}/shops`, MEMBER_GUARD, async (request) => {
    const { tenantId } = requireAuth(request);
    const body = parseBody(linkShopSchema, request.body);
    const shop = await shops.linkShop(
      tenantId,
      body.platform_type,
      body.name,
      new Date(deps.now()),
    );
    await recordLinkedShop(deps.db, tenantId, shop);
    return success(shop);
  });

  app.post(`${SANDBOX_SHOP_API}/orders`, MEMBER_GUARD, async (request) => {
    const { tenantId } = requireAuth(request);
    const body = parseBody(sandboxOrderSchema, request.body);
    if (body.external_user_id && !(await knownBuyer(deps.db, tenantId, body.external_user_id))) {
      return failure(MEMBER_ERRORS.buyerNotFound.code, MEMBER_ERRORS.buyerNotFound.msg);
    }
    const result = await shops.createOrder(
      tenantId,
      {
        platformType: body.platform_type,
        amount: body.amount,
        status: body.status,
        ...(body.order_no ? { orderNo: body.order_no } : {}),
        buyer: {
          ...(body.external_user_id ? { externalUserId: body.external_user_id } : {}),
          ...(body.buyer_phone ? { phone: body.buyer_phone } : {}),
        },
      },
      new Date(deps.now()),
    );
    return deliver(deps.db, tenantId, result);
  });

  app.post(`${SANDBOX_SHOP_API}/orders/:order_no/status`, MEMBER_GUARD, async (request) => {
    const { tenantId } = requireAuth(request);
    const { order_no } = parseBody(orderParams, request.params);
    const { status } = parseBody(sandboxOrderStatusSchema, request.body);
    const result = await shops.changeStatus(tenantId, order_no, status, new Date(deps.now()));
    return deliver(deps.db, tenantId, result);
  });

  app.post(`${SANDBOX_SHOP_API}/orders/:order_no/replay`, MEMBER_GUARD, async (request) => {
    const { tenantId } = requireAuth(request);
    const { order_no } = parseBody(orderParams, request.params);
    return deliver(deps.db, tenantId, await shops.replay(tenantId, order_no, new Date(deps.now())));
  });
}
