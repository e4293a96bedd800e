// spec §7 points-change, points-change-page, points-convert-list (issue #8 "Points changes",
// "Order to points"): a manual change needs a reason and never takes the balance below zero;
// it is recorded with its operator and time.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MEMBER_ERRORS } from '../../../../contract/marketing/order-points';
import { toCents } from '../../../../contract/marketing/order-points/member-decimal';
import {
  pointsChange,
  pointsChangePage as pointsChangePageEndpoint,
  pointsConvertList as pointsConvertListEndpoint,
} from '../../../../contract/marketing/order-points/member-endpoints';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { users } from '../../../db/schema/identity';
import { findMemberId } from './member-detail';
import { memberNotFound } from './member-routes';
import { memberInScope } from './member-scope';
import { changePointsManually } from './points-ledger';
import { pointsChangePage, pointsConvertList } from './points-queries';

export function registerPointsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, pointsChange, async ({ tenantId, userId, body, scope }) => {
    const memberId = await findMemberId(deps.db, tenantId, body);
    // issue #41: a member outside the user's data scope is answered as not found.
    if (memberId === undefined || !(await memberInScope(deps.db, tenantId, scope, memberId))) {
      throw memberNotFound();
    }
    const [operator] = await deps.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    const result = await changePointsManually(deps.db, tenantId, memberId, toCents(body.points), {
      reason: body.reason,
      operatorUserId: userId,
      operatorName: operator?.name ?? '',
      at: new Date(deps.now()),
    });
    if (!result.ok && result.reason === 'not_found') throw memberNotFound();
    if (!result.ok) {
      const { code, msg } = MEMBER_ERRORS.insufficientPoints;
      throw new BusinessError(code, `${msg}（当前余额 ${result.balance ?? '0.00'}）`);
    }
    return {
      member_id: memberId,
      points: body.points,
      balance: result.balance,
      change_id: result.changeId,
    };
  });

  registerEndpoint(app, pointsChangePageEndpoint, async ({ tenantId, body: query, scope }) => {
    let memberId: number | undefined;
    if (query.member_id !== undefined || query.external_user_id) {
      memberId = await findMemberId(deps.db, tenantId, query);
      if (memberId === undefined) throw memberNotFound();
    }
    const { list, total } = await pointsChangePage(deps.db, tenantId, query, memberId, scope);
    return { list, total, page: query.page, page_size: query.page_size };
  });

  registerEndpoint(app, pointsConvertListEndpoint, async ({ tenantId, body: query, scope }) => {
    const { list, total } = await pointsConvertList(deps.db, tenantId, query, scope);
    return { list, total, page: query.page, page_size: query.page_size };
  });
}
