// spec §7 integral-set/platform-list, integral-set/detail {platform_type}, integral-set/save
// (issue #8 "Points rules per platform"): only platforms with a linked shop have a rule.
import type { FastifyInstance } from 'fastify';
import { failure, success } from '../../../../contract/envelope';
import type { ListData } from '../../../../contract/envelope';
import { MEMBER_API, MEMBER_ERRORS } from '../../../../contract/marketing/order-points';
import type { PointsPlatformRow } from '../../../../contract/marketing/order-points';
import {
  platformTypeBodySchema,
  pointsRuleSchema,
} from '../../../../contract/marketing/order-points/member-rules';
import type { RouteDeps } from '../../../http/app-deps';
import { requireAuth } from '../../../http/auth/request-auth';
import { parseBody } from '../../../http/parse-body';
import { MEMBER_GUARD } from './member-codes';
import { isPlatformLinked, loadRule, platformList, saveRule } from './rule-queries';

const notLinked = () =>
  failure(MEMBER_ERRORS.platformNotLinked.code, MEMBER_ERRORS.platformNotLinked.msg);

export function registerRuleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post(`${MEMBER_API}/integral-set/platform-list`, MEMBER_GUARD, async (request) => {
    const { tenantId } = requireAuth(request);
    const list = await platformList(deps.db, tenantId, new Date(deps.now()));
    const data: ListData<PointsPlatformRow> = {
      list,
      total: list.length,
      page: 1,
      page_size: list.length,
    };
    return success(data);
  });

  app.post(`${MEMBER_API}/integral-set/detail`, MEMBER_GUARD, async (request) => {
    const { tenantId } = requireAuth(request);
    const { platform_type } = parseBody(platformTypeBodySchema, request.body);
    if (!(await isPlatformLinked(deps.db, tenantId, platform_type, new Date(deps.now())))) {
      return notLinked();
    }
    return success(await loadRule(deps.db, tenantId, platform_type));
  });

  app.post(`${MEMBER_API}/integral-set/save`, MEMBER_GUARD, async (request) => {
    const { tenantId, userId } = requireAuth(request);
    const body = parseBody(pointsRuleSchema, request.body);
    const now = new Date(deps.now());
    if (!(await isPlatformLinked(deps.db, tenantId, body.platform_type, now))) return notLinked();
    await saveRule(deps.db, tenantId, body, userId, now);
    return success(await loadRule(deps.db, tenantId, body.platform_type));
  });
}
