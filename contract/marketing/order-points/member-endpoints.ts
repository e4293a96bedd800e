// spec §7 "/scrm/v1/member" (issue #8), declared once (issue #34): every member call needs the
// /order-points code (spec §6), is-open-market aside (every signed-in user's store reads it).
// The paths keep the spec's spelling, so they sit under /scrm/v1/member, not /marketing.
import type { ListData } from '../../envelope';
import { defineEndpoint, page, responseOf, signedIn } from '../../endpoint';
import { MEMBER_API } from '../order-points';
import type {
  MemberDetail,
  MemberRow,
  PointsChangeResult,
  PointsChangeRow,
  PointsConvertRow,
  PointsPlatformRow,
  PointsRule,
} from '../order-points';
import {
  birthdaySchema,
  memberKeySchema,
  memberListQuerySchema,
  pointsChangePageSchema,
  pointsChangeSchema,
  pointsConvertListSchema,
} from './member-queries';
import { platformTypeBodySchema, pointsRuleSchema } from './member-rules';

const ORDER_POINTS = page('/order-points');

export const isOpenMarketEndpoint = defineEndpoint({
  method: 'GET',
  path: `${MEMBER_API}/is-open-market`,
  permission: signedIn,
  response: responseOf<boolean>(),
});

export const pointsPlatformList = defineEndpoint({
  method: 'POST',
  path: `${MEMBER_API}/integral-set/platform-list`,
  permission: ORDER_POINTS,
  response: responseOf<ListData<PointsPlatformRow>>(),
});

export const pointsRuleDetail = defineEndpoint({
  method: 'POST',
  path: `${MEMBER_API}/integral-set/detail`,
  permission: ORDER_POINTS,
  body: platformTypeBodySchema,
  response: responseOf<PointsRule>(),
});

export const pointsRuleSave = defineEndpoint({
  method: 'POST',
  path: `${MEMBER_API}/integral-set/save`,
  permission: ORDER_POINTS,
  body: pointsRuleSchema,
  response: responseOf<PointsRule>(),
});

export const memberList = defineEndpoint({
  method: 'POST',
  path: `${MEMBER_API}/query-member-list`,
  permission: ORDER_POINTS,
  scoped: true,
  body: memberListQuerySchema,
  response: responseOf<ListData<MemberRow>>(),
});

export const memberDetailEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MEMBER_API}/get-detail`,
  permission: ORDER_POINTS,
  scoped: true,
  body: memberKeySchema,
  response: responseOf<MemberDetail>(),
});

export const memberBirthdaySave = defineEndpoint({
  method: 'POST',
  path: `${MEMBER_API}/update/birthday`,
  permission: ORDER_POINTS,
  scoped: true,
  body: birthdaySchema,
  response: responseOf<{ member_id: number; birthday: string }>(),
});

export const pointsChange = defineEndpoint({
  method: 'POST',
  path: `${MEMBER_API}/points-change`,
  permission: ORDER_POINTS,
  scoped: true,
  body: pointsChangeSchema,
  response: responseOf<PointsChangeResult>(),
});

export const pointsChangePage = defineEndpoint({
  method: 'POST',
  path: `${MEMBER_API}/points-change-page`,
  permission: ORDER_POINTS,
  scoped: true,
  body: pointsChangePageSchema,
  response: responseOf<ListData<PointsChangeRow>>(),
});

export const pointsConvertList = defineEndpoint({
  method: 'POST',
  path: `${MEMBER_API}/points-convert-list`,
  permission: ORDER_POINTS,
  scoped: true,
  body: pointsConvertListSchema,
  response: responseOf<ListData<PointsConvertRow>>(),
});
