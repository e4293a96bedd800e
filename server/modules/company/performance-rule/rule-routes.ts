// issue #22 /performance-rule: the guarded endpoints of contract/company/performance-rule.ts.
// Every save appends a version effective now (rule-versions.ts); a shop named by an override
// must be one of the caller's linked shops.
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_PERFORMANCE_RULE,
  performanceOverrideDelete,
  performanceOverrideSave,
  performanceRulePreview,
  performanceRuleSave,
  performanceRuleState,
} from '../../../../contract/company/performance-rule';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { attributePending } from './attribution-sweep';
import { previewRule } from './rule-preview';
import { ruleState, shopExists } from './rule-state';
import { appendVersion } from './rule-versions';

export const SHOP_NOT_FOUND = { code: 220101, msg: '店铺不存在或不属于当前企业' } as const;

export function registerPerformanceRuleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  registerEndpoint(app, performanceRuleState, ({ tenantId }) => ruleState(db, tenantId, now()));
  registerEndpoint(app, performanceRuleSave, async ({ tenantId, userId, body }) => {
    // Orders placed before this moment are judged (and recorded) under the old version first.
    await attributePending(db, tenantId, now());
    return { id: await appendVersion(db, tenantId, { shopId: null, rule: body }, now(), userId) };
  });
  registerEndpoint(app, performanceOverrideSave, async ({ tenantId, userId, body }) => {
    if (!(await shopExists(db, tenantId, body.shop_id))) {
      throw new BusinessError(SHOP_NOT_FOUND.code, SHOP_NOT_FOUND.msg);
    }
    await attributePending(db, tenantId, now());
    const id = await appendVersion(
      db,
      tenantId,
      { shopId: body.shop_id, rule: body.rule },
      now(),
      userId,
    );
    return { id };
  });
  registerEndpoint(app, performanceOverrideDelete, async ({ tenantId, userId, params }) => {
    if (!(await shopExists(db, tenantId, params.shop_id))) {
      throw new BusinessError(SHOP_NOT_FOUND.code, SHOP_NOT_FOUND.msg);
    }
    await attributePending(db, tenantId, now());
    await appendVersion(
      db,
      tenantId,
      { shopId: params.shop_id, rule: DEFAULT_PERFORMANCE_RULE, removed: true },
      now(),
      userId,
    );
    return null;
  });
  registerEndpoint(app, performanceRulePreview, ({ tenantId, body }) =>
    previewRule(db, tenantId, body, now()),
  );
}
