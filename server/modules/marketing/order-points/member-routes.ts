// spec §7 query-member-list, get-detail {external_user_id}, update/birthday (issue #8
// "Members"). A member is named by external_user_id, or by member_id while it is not bound;
// either counts only inside the token's tenant (docs/conventions.md "Tenants never mix").
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MEMBER_ERRORS } from '../../../../contract/marketing/order-points';
import {
  memberBirthdaySave,
  memberDetailEndpoint,
  memberList,
} from '../../../../contract/marketing/order-points/member-endpoints';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { members } from '../../../db/schema/member';
import { findMemberId, memberDetail } from './member-detail';
import { findMembers } from './member-list-query';
import { memberInScope } from './member-scope';
import { expireDuePoints } from './points-expiry';

export const memberNotFound = () =>
  new BusinessError(MEMBER_ERRORS.memberNotFound.code, MEMBER_ERRORS.memberNotFound.msg);

export function registerMemberRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, memberList, async ({ tenantId, body: query, scope }) => {
    // Balances are read after due points expired (a bounded batch per call).
    await expireDuePoints(deps.db, tenantId, new Date(deps.now()));
    const { list, total } = await findMembers(deps.db, tenantId, query, scope);
    return { list, total, page: query.page, page_size: query.page_size };
  });

  registerEndpoint(app, memberDetailEndpoint, async ({ tenantId, body: key, scope }) => {
    const memberId = await findMemberId(deps.db, tenantId, key);
    // issue #41: a member outside the user's data scope is answered as not found.
    if (memberId === undefined || !(await memberInScope(deps.db, tenantId, scope, memberId))) {
      throw memberNotFound();
    }
    await expireDuePoints(deps.db, tenantId, new Date(deps.now()), memberId);
    const detail = await memberDetail(deps.db, tenantId, memberId);
    if (!detail) throw memberNotFound();
    return detail;
  });

  registerEndpoint(app, memberBirthdaySave, async ({ tenantId, body, scope }) => {
    const memberId = await findMemberId(deps.db, tenantId, body);
    if (memberId === undefined || !(await memberInScope(deps.db, tenantId, scope, memberId))) {
      throw memberNotFound();
    }
    await deps.db
      .update(members)
      .set({ birthday: body.birthday })
      .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
    return { member_id: memberId, birthday: body.birthday };
  });
}
