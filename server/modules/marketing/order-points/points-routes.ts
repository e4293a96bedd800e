// spec §7 points-change, points-change-page, points-convert-list (issue #8 "Points changes",
// "Order to points"): a manual change needs a reason and never takes the balance below zero;
// it is recorded with its operator and time.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { failure, success } from '../../../../contract/envelope';
import type { ListData } from '../../../../contract/envelope';
import { MEMBER_API, MEMBER_ERRORS } from '../../../../contract/marketing/order-points';
import type {
  PointsChangeResult,
  PointsChangeRow,
  PointsConvertRow,
} from '../../../../contract/marketing/order-points';
import { toCents } from '../../../../contract/marketing/order-points/member-decimal';
import {
  pointsChangePageSchema,
  pointsChangeSchema,
  pointsConvertListSchema,
} from '../../../../contract/marketing/order-points/member-queries';
import type { RouteDeps } from '../../../http/app-deps';
import { requireAuth } from '../../../http/auth/request-auth';
import { parseBody } from '../../../http/parse-body';
import { users } from '../../../db/schema/identity';
import { MEMBER_GUARD } from './member-codes';
import { findMemberId } from './member-detail';
import { memberNotFound } from './member-routes';
import { changePointsManually } from './points-ledger';
import { pointsChangePage, pointsConvertList } from './points-queries';

export function registerPointsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post(`${MEMBER_API}/points-change`, MEMBER_GUARD, async (request) => {
    const { tenantId, userId } = requireAuth(request);
    const body = parseBody(pointsChangeSchema, request.body);
    const memberId = await findMemberId(deps.db, tenantId, body);
    if (memberId === undefined) return memberNotFound();
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
    if (!result.ok && result.reason === 'not_found') return memberNotFound();
    if (!result.ok) {
      const { code, msg } = MEMBER_ERRORS.insufficientPoints;
      return failure(code, `${msg}（当前余额 ${result.balance ?? '0.00'}）`);
    }
    const data: PointsChangeResult = {
      member_id: memberId,
      points: body.points,
      balance: result.balance,
      change_id: result.changeId,
    };
    return success(data);
  });

  app.post(`${MEMBER_API}/points-change-page`, MEMBER_GUARD, async (request) => {
    const { tenantId } = requireAuth(request);
    const query = parseBody(pointsChangePageSchema, request.body);
    let memberId: number | undefined;
    if (query.member_id !== undefined || query.external_user_id) {
      memberId = await findMemberId(deps.db, tenantId, query);
      if (memberId === undefined) return memberNotFound();
    }
    const { list, total } = await pointsChangePage(deps.db, tenantId, query, memberId);
    const data: ListData<PointsChangeRow> = {
      list,
      total,
      page: query.page,
      page_size: query.page_size,
    };
    return success(data);
  });

  app.post(`${MEMBER_API}/points-convert-list`, MEMBER_GUARD, async (request) => {
    const { tenantId } = requireAuth(request);
    const query = parseBody(pointsConvertListSchema, request.body);
    const { list, total } = await pointsConvertList(deps.db, tenantId, query);
    const data: ListData<PointsConvertRow> = {
      list,
      total,
      page: query.page,
      page_size: query.page_size,
    };
    return success(data);
  });
}
