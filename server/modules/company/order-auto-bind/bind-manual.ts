// issue #22 /order-auto-bind: an operator's decisions. A manual bind (by order number, to a
// customer of the tenant) and an unbind (with a reason) are locked against the job; a retry
// puts failed orders back to "not bound" with a fresh match window for the job to look again.
import { and, eq, inArray } from 'drizzle-orm';
import { BIND_STATUS } from '../../../../contract/marketing/order-points';
import type { Database } from '../../../db/database';
import { orderBindResults } from '../../../db/schema/company-order-bind';
import { customers } from '../../../db/schema/customers';
import { shopOrders } from '../../../db/schema/member';
import { BusinessError } from '../../../http/http-errors';
import { loadShopIds } from '../performance-rule/attribution-facts';
import { linkOrderToCustomer, unlinkOrder } from './bind-effect';

export const BIND_ERRORS = {
  orderNotFound: { code: 220301, msg: '订单不存在或不属于当前企业' },
  customerNotFound: { code: 220302, msg: '客户不存在或不属于当前企业' },
  alreadyBound: { code: 220303, msg: '该订单已绑定此客户' },
  notBound: { code: 220304, msg: '该订单未绑定，无需解绑' },
  ambiguousOrder: { code: 220305, msg: '多个平台存在相同订单号，请在绑定记录中选择订单绑定' },
  shopUnknown: { code: 220306, msg: '订单所属店铺未授权' },
  boundElsewhere: { code: 220307, msg: '该订单已绑定其他客户，请先解绑' },
} as const;

const fail = (error: { code: number; msg: string }): never => {
  throw new BusinessError(error.code, error.msg);
};

export async function customerExists(db: Database, tenantId: string, customerId: number) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  return row !== undefined;
}

export async function manualBind(
  db: Database,
  tenantId: string,
  input: { orderNo: string; customerId: number; operator: string },
  now: Date,
): Promise<number> {
  const orders = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.tenantId, tenantId), eq(shopOrders.orderNo, input.orderNo)));
  if (orders.length === 0) fail(BIND_ERRORS.orderNotFound);
  if (orders.length > 1) fail(BIND_ERRORS.ambiguousOrder);
  const order = orders[0]!;
  if (!(await customerExists(db, tenantId, input.customerId))) fail(BIND_ERRORS.customerNotFound);
  const shopId = (await loadShopIds(db, tenantId))(order);
  if (shopId === null) fail(BIND_ERRORS.shopUnknown);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orderBindResults)
      .where(and(eq(orderBindResults.tenantId, tenantId), eq(orderBindResults.orderId, order.id)))
      .for('update');
    if (current?.status === BIND_STATUS.bound) {
      fail(
        current.customerId === input.customerId
          ? BIND_ERRORS.alreadyBound
          : BIND_ERRORS.boundElsewhere,
      );
    }
    const link = await linkOrderToCustomer(tx, tenantId, {
      orderId: order.id,
      memberId: order.memberId,
      customerId: input.customerId,
      employeeId: null,
      platformType: order.platformType,
      at: now,
    });
    const row = {
      shopId: shopId!,
      status: BIND_STATUS.bound,
      customerId: input.customerId,
      identifierType: 2,
      matchedValue: order.orderNo,
      bindMode: 1,
      reason: '',
      candidateIds: [],
      employeeId: null,
      operatorName: input.operator,
      memberChange: link.change,
      previousMemberId: link.previousMemberId,
      locked: 1,
      windowFrom: current?.windowFrom ?? order.orderedAt,
      checkedAt: now,
      boundAt: now,
    };
    await tx
      .insert(orderBindResults)
      .values({ tenantId, orderId: order.id, ...row })
      .onConflictDoUpdate({
        target: [orderBindResults.tenantId, orderBindResults.orderId],
        set: row,
      });
    return order.id;
  });
}

export async function unbind(
  db: Database,
  tenantId: string,
  input: { orderId: number; reason: string; operator: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orderBindResults)
      .where(
        and(eq(orderBindResults.tenantId, tenantId), eq(orderBindResults.orderId, input.orderId)),
      )
      .for('update');
    if (!current) fail(BIND_ERRORS.orderNotFound);
    if (current!.status !== BIND_STATUS.bound) fail(BIND_ERRORS.notBound);
    await unlinkOrder(tx, tenantId, current!);
    await tx
      .update(orderBindResults)
      .set({
        status: BIND_STATUS.unbound,
        reason: 'manual_unbind',
        bindMode: 1,
        locked: 1,
        operatorName: `${input.operator}（${input.reason}）`,
        memberChange: 'none',
        checkedAt: now,
        boundAt: null,
      })
      .where(
        and(eq(orderBindResults.tenantId, tenantId), eq(orderBindResults.orderId, input.orderId)),
      );
  });
}

/** Failed (or hand-unbound) orders of the tenant back to the job; answers how many. */
export async function retryFailed(
  db: Database,
  tenantId: string,
  orderIds: readonly number[],
  now: Date,
): Promise<number> {
  const rows = await db
    .update(orderBindResults)
    .set({
      status: BIND_STATUS.unbound,
      reason: 'no_match',
      locked: 0,
      windowFrom: now,
      checkedAt: now,
    })
    .where(
      and(
        eq(orderBindResults.tenantId, tenantId),
        inArray(orderBindResults.orderId, [...orderIds]),
        inArray(orderBindResults.status, [BIND_STATUS.failed, BIND_STATUS.unbound]),
      ),
    )
    .returning({ orderId: orderBindResults.orderId });
  if (rows.length === 0) fail(BIND_ERRORS.orderNotFound);
  return rows.length;
}
