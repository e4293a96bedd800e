// spec §7 query-member-list, get-detail {external_user_id}, update/birthday (issue #8
// "Members"). A member is named by external_user_id, or by member_id while it is not bound;
// either counts only inside the token's tenant (docs/conventions.md "Tenants never mix").
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { failure, success } from '../../../../contract/envelope';
import type { ListData } from '../../../../contract/envelope';
import { MEMBER_API, MEMBER_ERRORS } from '../../../../contract/marketing/order-points';
import type { MemberRow } from '../../../../contract/marketing/order-points';
import {
  birthdaySchema,
  memberKeySchema,
  memberListQuerySchema,
} from '../../../../contract/marketing/order-points/member-queries';
import type { RouteDeps } from '../../../http/app-deps';
import { requireAuth } from '../../../http/auth/request-auth';
import { parseBody } from '../../../http/parse-body';
import { members } from '../../../db/schema/member';
import { MEMBER_GUARD } from './member-codes';
import { findMemberId, memberDetail } from './member-detail';
import { findMembers } from './member-list-query';
import { expireDuePoints } from './points-expiry';

export const memberNotFound = () =>
  failure(MEMBER_ERRORS.memberNotFound.code, MEMBER_ERRORS.memberNotFound.msg);

export function registerMemberRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post(`${MEMBER_API}/query-member-list`, MEMBER_GUARD, async (request) => {
    const { tenantId } = requireAuth(request);
    const query = parseBody(memberListQuerySchema, request.body);
    // Balances are read after due points expired (a bounded batch per call).
    await expireDuePoints(deps.db, tenantId, new Date(deps.now()));
    const { list, total } = await findMembers(deps.db, tenantId, query);
    const data: ListData<MemberRow> = { list, total, page: query.page, page_size: query.page_size };
    return success(data);
  });

  app.post(`${MEMBER_API}/get-detail`, MEMBER_GUARD, async (request) => {
    const { tenantId } = requireAuth(request);
    const key = parseBody(memberKeySchema, request.body);
    const memberId = await findMemberId(deps.db, tenantId, key);
    if (memberId === undefined) return memberNotFound();
    await expireDuePoints(deps.db, tenantId, new Date(deps.now()), memberId);
    const detail = await memberDetail(deps.db, tenantId, memberId);
    return detail ? success(detail) : memberNotFound();
  });

  app.post(`${MEMBER_API}/update/birthday`, MEMBER_GUARD, async (request) => {
    const { tenantId } = requireAuth(request);
    const body = parseBody(birthdaySchema, request.body);
    const memberId = await findMemberId(deps.db, tenantId, body);
    if (memberId === undefined) return memberNotFound();
    await deps.db
      .update(members)
      .set({ birthday: body.birthday })
      .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
    return success({ member_id: memberId, birthday: body.birthday });
  });
}
