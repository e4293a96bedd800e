// /tag-invite-group 标签拉群 (spec §2, docs/domain.md §1): a task picks customers by tags (any / all,
// minus excluded tags) among the chosen employees' friends, skips those already in a target
// group, and sends each employee an invitation list to confirm (a job; the sandbox
// confirms); per-customer status 待邀请/已发送/已入群/失败, totals and reminders for the unsent.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { calendarDate, idParams, pagingQuery, safeText } from '../fields';
import type { Ref } from './tool-fields';
import { bodyIds, toolName } from './tool-fields';

export const TAG_MATCHES = ['any', 'all'] as const;
export const INVITE_GROUPS_MAX = 5;
/** 0 待邀请, 1 已发送, 2 已入群, 3 失败. */
export const RECIPIENT_STATUSES = [0, 1, 2, 3] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
/** 1 待执行, 2 邀请中, 3 已完成. */
export type TaskStatus = 1 | 2 | 3;

const optionalDate = (label: string) => calendarDate(label).nullable();

export const tagInviteForm = z
  .object({
    name: toolName('任务名称'),
    tag_ids: bodyIds('标签', 100).min(1, { error: '请至少选择一个标签' }),
    tag_match: z.enum(TAG_MATCHES, { error: '标签条件只能是满足任一或同时满足' }),
    exclude_tag_ids: bodyIds('排除标签', 100),
    employee_ids: bodyIds('邀请员工', 200).min(1, { error: '请至少选择一名邀请员工' }),
    added_from: optionalDate('添加开始日期'),
    added_to: optionalDate('添加结束日期'),
    group_ids: bodyIds('客户群', INVITE_GROUPS_MAX).min(1, { error: '请至少选择一个客户群' }),
    guide_text: safeText('邀请语', 200, 1),
  })
  .strict()
  .superRefine((form, context) => {
    const fail = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (form.exclude_tag_ids.some((id) => form.tag_ids.includes(id))) {
      fail('exclude_tag_ids', '排除标签不能与筛选标签相同');
    }
    if (form.added_from && form.added_to && form.added_from > form.added_to) {
      fail('added_from', '开始日期不能晚于结束日期');
    }
    if (new Set(form.group_ids).size !== form.group_ids.length) {
      fail('group_ids', '客户群不能重复');
    }
  });
export type TagInviteForm = z.output<typeof tagInviteForm>;
export type TagInviteFormInput = z.input<typeof tagInviteForm>;

export const TAG_INVITE_DEFAULTS: TagInviteFormInput = {
  name: '',
  tag_ids: [],
  tag_match: 'any',
  exclude_tag_ids: [],
  employee_ids: [],
  added_from: null,
  added_to: null,
  group_ids: [],
  guide_text: '您好，我们建了一个会员专属福利群，点击链接即可加入，群内不定期发放优惠券～',
};

export interface InviteTotals {
  readonly total: number;
  readonly pending: number;
  readonly sent: number;
  readonly joined: number;
  readonly failed: number;
}

export interface TagInviteRow {
  readonly id: number;
  readonly name: string;
  readonly status: TaskStatus;
  readonly tags: readonly Ref[];
  readonly tag_match: (typeof TAG_MATCHES)[number];
  readonly employees: readonly Ref[];
  readonly groups: readonly Ref[];
  readonly totals: InviteTotals;
  readonly created_at: string;
}

export interface EmployeeProgress extends InviteTotals {
  readonly employee: Ref;
  readonly reminders: number;
  readonly last_reminded_at: string | null;
}

export interface TagInviteDetail extends TagInviteRow {
  readonly config: TagInviteForm;
  readonly exclude_tags: readonly Ref[];
  readonly skipped_in_group: number;
  readonly by_employee: readonly EmployeeProgress[];
}

export interface RecipientRow {
  readonly id: number;
  readonly customer: Ref;
  readonly employee: Ref | null;
  readonly group: Ref | null;
  readonly status: RecipientStatus;
  readonly reason: string;
  readonly sent_at: string | null;
  readonly joined_at: string | null;
}

export const tagInviteListQuery = z.object({
  ...pagingQuery,
  name: safeText('名称', 24).optional(),
  status: z.enum(['1', '2', '3'], { error: '任务状态不正确' }).optional(),
});
export const recipientQuery = z.object({
  ...pagingQuery,
  status: z.enum(['0', '1', '2', '3'], { error: '邀请状态不正确' }).optional(),
  customer: safeText('客户名称', 30).optional(),
});

const BASE = '/scrm/v1/acquiring/tag-invite-group';
const permission = page('/tag-invite-group');

export const tagInviteGroupList = defineEndpoint({
  method: 'GET',
  path: BASE,
  permission,
  query: tagInviteListQuery,
  response: responseOf<ListData<TagInviteRow>>(),
});
export const tagInviteDetail = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id`,
  permission,
  params: idParams(),
  response: responseOf<TagInviteDetail>(),
});
/** Creates the task, picks its customers and starts the invitation job. */
export const tagInviteCreate = defineEndpoint({
  method: 'POST',
  path: BASE,
  permission,
  body: tagInviteForm,
  response: responseOf<{ id: number; recipients: number; skipped_in_group: number }>(),
});
/** How many customers the filters pick now (and how many are already in a group). */
export const tagInvitePreview = defineEndpoint({
  method: 'POST',
  path: `${BASE}-preview`,
  permission,
  body: tagInviteForm,
  response: responseOf<{ recipients: number; skipped_in_group: number }>(),
});
export const tagInviteDelete = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/:id`,
  permission,
  action: 'delete',
  params: idParams(),
  response: responseOf<null>(),
});
export const tagInviteRecipients = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id/recipients`,
  permission,
  params: idParams(),
  query: recipientQuery,
  response: responseOf<ListData<RecipientRow>>(),
});
/** Reminds every employee with unsent invitations of the task (a job). */
export const tagInviteRemind = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/remind`,
  permission,
  params: idParams(),
  response: responseOf<{ employees: number }>(),
});
export const tagInviteGroupOptions = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/tag-invite-group-options',
  permission,
  response: responseOf<readonly (Ref & { member_count: number })[]>(),
});
