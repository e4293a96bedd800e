// issue #22 /order-auto-bind (+ bind-config-history): handlers registered against the
// declarations of contract/company/order-auto-bind.ts (the guard checks each one's permission
// first; every id in a path or body is checked to be the caller's tenant's).
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  bindCustomerOptions,
  bindHistory,
  bindManual,
  bindResults,
  bindRetry,
  bindRuleSave,
  bindRules,
  bindRun,
  bindSignal,
  bindStats,
  bindUnbind,
  sandboxChatMessage,
} from '../../../../contract/company/order-auto-bind';
import { customers } from '../../../db/schema/customers';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { createPlatformAdapter } from '../../../platform/adapter';
import { identityUsers } from '../performance-rule/rule-users';
import { shopExists } from '../performance-rule/rule-state';
import { defineOrderBindJob, enqueueBindRun } from './bind-job';
import { BIND_ERRORS, customerExists, manualBind, retryFailed, unbind } from './bind-manual';
import { bindStatistics, listResults } from './bind-results';
import { listHistory, listShopRules, saveShopRule } from './bind-rules';
import { customerByExternalId, recordChatMentions, recordSignal } from './bind-signals';
import { containsPattern } from '../../../db/list-query';

export const SHOP_NOT_FOUND = { code: 220308, msg: '店铺不存在或不属于当前企业' } as const;

export function registerOrderAutoBindRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  defineOrderBindJob(deps);

  registerEndpoint(app, bindRules, ({ tenantId }) => listShopRules(db, tenantId));
  registerEndpoint(app, bindRuleSave, async ({ tenantId, userId, params, body }) => {
    if (!(await shopExists(db, tenantId, params.shop_id))) {
      throw new BusinessError(SHOP_NOT_FOUND.code, SHOP_NOT_FOUND.msg);
    }
    const operator = await identityUsers(db, userId);
    const changed = await saveShopRule(
      db,
      tenantId,
      { shopId: params.shop_id, rule: body, operator },
      now(),
    );
    if (changed && body.enabled === 1) await enqueueBindRun(deps, tenantId, 'rule');
    return { changed };
  });
  registerEndpoint(app, bindResults, ({ tenantId, query }) => listResults(db, tenantId, query));
  registerEndpoint(app, bindStats, ({ tenantId, query }) => bindStatistics(db, tenantId, query));
  registerEndpoint(app, bindManual, async ({ tenantId, userId, body }) => {
    const operator = await identityUsers(db, userId);
    const orderId = await manualBind(
      db,
      tenantId,
      { orderNo: body.order_no, customerId: body.customer_id, operator },
      now(),
    );
    return { order_id: orderId };
  });
  registerEndpoint(app, bindUnbind, async ({ tenantId, userId, params, body }) => {
    const operator = await identityUsers(db, userId);
    await unbind(db, tenantId, { orderId: params.order_id, reason: body.reason, operator }, now());
    return null;
  });
  registerEndpoint(app, bindRetry, async ({ tenantId, body }) => {
    const retried = await retryFailed(db, tenantId, body.order_ids, now());
    return { retried, job_id: await enqueueBindRun(deps, tenantId, 'retry') };
  });
  registerEndpoint(app, bindRun, async ({ tenantId }) => ({
    job_id: await enqueueBindRun(deps, tenantId, 'run'),
  }));
  registerEndpoint(app, bindCustomerOptions, async ({ tenantId, query }) => {
    const keyword = query.keyword ?? '';
    const rows = await db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, tenantId),
          keyword ? ilike(customers.name, containsPattern(keyword)) : undefined,
        ),
      )
      .orderBy(asc(customers.id))
      .limit(20);
    return rows;
  });
  registerEndpoint(app, bindSignal, async ({ tenantId, body }) => {
    if (!(await customerExists(db, tenantId, body.customer_id))) {
      throw new BusinessError(BIND_ERRORS.customerNotFound.code, BIND_ERRORS.customerNotFound.msg);
    }
    await recordSignal(db, tenantId, {
      customerId: body.customer_id,
      employeeId: null,
      identifierType: body.identifier_type,
      value: body.value,
      source: 2,
      at: now(),
    });
    return null;
  });
  registerEndpoint(app, bindHistory, ({ tenantId, query }) => listHistory(db, tenantId, query));

  // The sandbox's chat stands in for the archive until /chat-records pulls real messages.
  if (createPlatformAdapter(db).kind !== 'sandbox') return;
  registerEndpoint(app, sandboxChatMessage, async ({ tenantId, body }) => {
    const customerId = await customerByExternalId(db, tenantId, body.external_user_id);
    if (customerId === undefined) {
      throw new BusinessError(BIND_ERRORS.customerNotFound.code, BIND_ERRORS.customerNotFound.msg);
    }
    const signals = await recordChatMentions(db, tenantId, {
      customerId,
      employeeId: body.employee_id ?? null,
      text: body.text,
      at: now(),
    });
    // A new identifier may bind a waiting order: look now rather than at the next sweep.
    if (signals > 0) await enqueueBindRun(deps, tenantId, 'chat');
    return { signals };
  });
}
