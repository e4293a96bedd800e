// issue #19 /group-list 客户群 and group-detail (docs/domain.md §4: [OS] GroupChatItem, [MC]
// mc_work_contact_room): groups with owner, members, today's joins/quits, notice, tags,
// status; the detail's members (join scene, times, type, ours or not) and trend.
import { z } from 'zod';
import type { ListData } from '../envelope';
import { defineEndpoint, page, responseOf } from '../endpoint';
import {
  bodyId,
  calendarDate,
  idParams,
  pagingQuery,
  queryIdList,
  queryInt,
  safeText,
} from '../fields';

/** 0 normal, 1 owner left, 2 inheriting, 3 inherited. */
export const GROUP_STATUSES = [0, 1, 2, 3] as const;
/** 1 direct invite, 2 link, 3 QR. */
export const JOIN_SCENES = [1, 2, 3] as const;

export interface GroupRow {
  readonly id: number;
  readonly name: string;
  readonly owner: { readonly id: number; readonly name: string } | null;
  readonly customers: number;
  readonly employees: number;
  readonly today_joins: number;
  readonly today_quits: number;
  readonly notice: string;
  readonly tags: readonly { readonly id: number; readonly name: string }[];
  readonly status: number;
  readonly created_at: string;
}

export interface GroupMemberRow {
  readonly id: number;
  readonly member_type: 1 | 2;
  readonly name: string;
  readonly join_scene: number;
  readonly joined_at: string;
  readonly left_at: string | null;
  /** A customer who is (or was) a friend of one of our employees. */
  readonly is_our_customer: boolean;
}

export interface GroupTrendPoint {
  readonly date: string;
  readonly joins: number;
  readonly quits: number;
}

export const groupListQuery = z
  .object({
    ...pagingQuery,
    name: safeText('群名称', 50).optional(),
    owner_ids: queryIdList('群主'),
    tag_ids: queryIdList('群标签'),
    status: queryInt('群状态', 0, 3).optional(),
    created_from: calendarDate('创建开始日期').optional(),
    created_to: calendarDate('创建结束日期').optional(),
  })
  .refine((q) => !q.created_from || !q.created_to || q.created_from <= q.created_to, {
    error: '创建开始日期不能晚于结束日期',
    path: ['created_from'],
  });
export type GroupListQuery = z.output<typeof groupListQuery>;

export const groupList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/groups',
  permission: page('/group-list'),
  scoped: true,
  query: groupListQuery,
  response: responseOf<ListData<GroupRow> & { readonly summary: GroupSummary }>(),
});

export interface GroupSummary {
  readonly groups: number;
  readonly members: number;
  readonly today_joins: number;
  readonly today_quits: number;
}

export const groupDetail = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/groups/:id',
  permission: page('/group-list'),
  scoped: true,
  params: idParams('群编号'),
  response: responseOf<GroupRow & { readonly trend: readonly GroupTrendPoint[] }>(),
});
export const groupMembers = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/groups/:id/members',
  permission: page('/group-list'),
  scoped: true,
  params: idParams('群编号'),
  query: z.object({
    ...pagingQuery,
    member_type: queryInt('成员类型', 1, 2).optional(),
    state: z.enum(['in', 'left'], { error: '成员状态不正确' }).optional(),
    name: safeText('成员名称', 50).optional(),
  }),
  response: responseOf<ListData<GroupMemberRow>>(),
});
export const setGroupTags = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/groups/:id/tags',
  permission: page('/group-list'),
  scoped: true,
  params: idParams('群编号'),
  body: z.object({ tag_ids: z.array(bodyId('标签')).max(50, { error: '标签最多50个' }) }).strict(),
  response: responseOf<null>(),
});

/** The sandbox: a customer joins or leaves a group (change_external_chat), for demos and e2e. */
export const sandboxGroupEvent = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/sandbox/group-event',
  permission: page('/group-list'),
  body: z
    .object({
      group_id: bodyId('群'),
      customer_id: bodyId('客户'),
      change: z.enum(['add_member', 'del_member'], { error: '变更类型不正确' }),
      join_scene: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(3),
    })
    .strict(),
  response: responseOf<null>(),
});
