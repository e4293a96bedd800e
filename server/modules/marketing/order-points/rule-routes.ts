// spec §7 integral-set/platform-list, integral-set/detail {platform_type}, integral-set/save
// (issue #8 "Points rules per platform"): only platforms with a linked shop have a rule.
import type { FastifyInstance } from 'fastify';
import { MEMBER_ERRORS } from '../../../../contract/marketing/order-points';
import {
  pointsPlatformList,
  pointsRuleDetail,
  pointsRuleSave,
} from '../../../../contract/marketing/order-points/member-endpoints';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { isPlatformLinked, loadRule, platformList, saveRule } from './rule-queries';

const notLinked = () =>
  new BusinessError(MEMBER_ERRORS.platformNotLinked.code, MEMBER_ERRORS.platformNotLinked.msg);

export function registerRuleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, pointsPlatformList, async ({ tenantId }) => {
    const list = await platformList(deps.db, tenantId, new Date(deps.now()));
    return { list, total: list.length, page: 1, page_size: list.length };
  });

  registerEndpoint(app, pointsRuleDetail, async ({ tenantId, body }) => {
    if (!(await isPlatformLinked(deps.db, tenantId, body.platform_type, new Date(deps.now())))) {
      throw notLinked();
    }
    return loadRule(deps.db, tenantId, body.platform_type);
  });

  registerEndpoint(app, pointsRuleSave, async ({ tenantId, userId, body }) => {
    const now = new Date(deps.now());
    if (!(await isPlatformLinked(deps.db, tenantId, body.platform_type, now))) throw notLinked();
    await saveRule(deps.db, tenantId, body, userId, now);
    return loadRule(deps.db, tenantId, body.platform_type);
  });
}
