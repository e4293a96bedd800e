// issue #21 /community-data 客户群数据 (docs/domain.md §6): groupchat/statistic by owner and
// statistic_group_by_day; at most 30 days per query, 180 days back.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { departmentQuery, periodQuery } from './period';

export interface GroupFigures {
  /** 新增群数 */
  readonly new_groups: number;
  /** 群总数 (at the period's end) */
  readonly groups_total: number;
  /** 有过消息的群数 */
  readonly groups_with_messages: number;
  /** 新增群成员数 */
  readonly new_members: number;
  /** 群成员总数 (at the period's end) */
  readonly members_total: number;
  /** 发过消息的群成员数 (per day, summed over the days) */
  readonly members_spoke: number;
  /** 群消息总数 */
  readonly messages: number;
}

export const GROUP_FIGURES = [
  'new_groups',
  'groups_total',
  'groups_with_messages',
  'new_members',
  'members_total',
  'members_spoke',
  'messages',
] as const satisfies readonly (keyof GroupFigures)[];

export interface CommunityDataReport {
  readonly days: readonly (GroupFigures & { day: string })[];
  readonly owners: readonly (GroupFigures & { employee_id: number; name: string })[];
  readonly groups: readonly (GroupFigures & { group_id: number; name: string; owner: string })[];
  readonly totals: GroupFigures;
}

export const communityDataQuerySchema = z.object({ ...periodQuery, ...departmentQuery });

export const communityData = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/statistics/community-data',
  permission: page('/community-data'),
  scoped: true,
  query: communityDataQuerySchema,
  response: responseOf<CommunityDataReport>(),
});
