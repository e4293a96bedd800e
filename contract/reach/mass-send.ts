// issue #17 mass sends (docs/domain.md §0, §2): the shared shapes of /private-chat and /group-chat.
// A send is one task per sending employee, one recipient row per customer (or group); every
// total is a count of recipient rows.
import { z } from 'zod';
import { bodyId, calendarDate, safeText } from '../fields';
import { messageContentFor, messageContentSchema } from '../message-content';
import type { MessageContent } from '../message-content';

export const MASS_CHANNELS = { private: 1, group: 2 } as const;
export type MassChannel = (typeof MASS_CHANNELS)[keyof typeof MASS_CHANNELS];

/** [MC] mc_contact_message_batch_send_result status, plus cancelled. */
export const RECIPIENT_STATUS = {
  pending: 0,
  sent: 1,
  notFriend: 2,
  limitReached: 3,
  failed: 4,
  cancelled: 5,
} as const;
export type RecipientStatus = (typeof RECIPIENT_STATUS)[keyof typeof RECIPIENT_STATUS];

/** 5 准备中: recipient rows are still being created in chunks (a large send, fan-out job). */
export const SEND_STATUS = {
  scheduled: 1,
  sending: 2,
  finished: 3,
  cancelled: 4,
  preparing: 5,
} as const;
export type SendStatus = (typeof SEND_STATUS)[keyof typeof SEND_STATUS];

export const TASK_STATUS = { unconfirmed: 0, confirmed: 1, cancelled: 2 } as const;

/** docs/domain.md §0: remind an employee at most 3 times in 24 hours. */
export const REMIND_MAX_PER_DAY = 3;
/** docs/domain.md §2: a group send picks at most 2,000 groups. */
export const GROUP_PICK_MAX = 2000;
export const SEND_NAME_MAX = 30;

export const REACH_ERROR_CODES = {
  remindLimit: 101170001,
  notCancellable: 101170002,
  notRemindable: 101170003,
  /** A send that has started (or is being prepared) can no longer be edited. */
  notEditable: 101170004,
  /** A WeCom mass send whose text still holds {客户昵称} (docs/wecom.md): never sent raw. */
  wecomVariable: 101170005,
} as const;

const idList = (label: string, max = 500) =>
  z.array(bodyId(label), { error: `${label}格式不正确` }).max(max, { error: `${label}数量过多` });

const sendTiming = {
  send_type: z.enum(['now', 'scheduled'], { error: '请选择发送方式' }),
  /** ISO time; required for a scheduled send, which must be in the future. */
  send_at: z.string().datetime({ offset: true, error: '发送时间格式不正确' }).optional(),
};

/** /private-chat recipients (docs/domain.md §2 ext_customer_filter; WeCom tag_filter). */
export const privateFilterSchema = z.object({
  /** Sending employees; empty = every employee. */
  sender_ids: idList('发送员工'),
  department_ids: idList('部门').default([]),
  target: z.enum(['all', 'filter'], { error: '请选择发送范围' }),
  gender: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .nullable()
    .default(null),
  /** WeCom tag_filter.group_list: OR among tags of one group, AND across groups. */
  tag_ids: idList('客户标签').default([]),
  exclude_tag_ids: idList('排除标签').default([]),
  /** issue #20: only customers in these audiences (/admp-strategy), computed members. */
  audience_ids: idList('人群', 10).default([]),
  added_from: calendarDate('添加开始日期').optional(),
  added_to: calendarDate('添加结束日期').optional(),
  /** A customer added by several senders gets one message: from this employee if theirs, else the first who added. */
  dedupe_employee_id: bodyId('优先发送员工').nullable().default(null),
});
export type PrivateFilter = z.output<typeof privateFilterSchema>;

/** /group-chat recipients: groups of these owners, or picked groups (≤ 2,000). */
export const groupFilterSchema = z.object({
  owner_ids: idList('群主'),
  group_ids: idList('客户群', GROUP_PICK_MAX).default([]),
});
export type GroupFilter = z.output<typeof groupFilterSchema>;

function timingRefine(
  value: { send_type: 'now' | 'scheduled'; send_at?: string },
  context: z.RefinementCtx,
) {
  if (value.send_type === 'scheduled' && !value.send_at) {
    context.addIssue({ code: 'custom', path: ['send_at'], message: '请选择发送时间' });
  }
}

export const privateSendSchema = z
  .object({
    name: safeText('群发名称', SEND_NAME_MAX, 1),
    filter: privateFilterSchema,
    message: messageContentSchema,
    ...sendTiming,
  })
  .superRefine(timingRefine);
export type PrivateSendBody = z.output<typeof privateSendSchema>;

export const groupSendSchema = z
  .object({
    name: safeText('群发名称', SEND_NAME_MAX, 1),
    filter: groupFilterSchema,
    // A group message reaches the whole group: no customer nickname (issue #38 item 10).
    message: messageContentFor('group'),
    ...sendTiming,
  })
  .superRefine(timingRefine);
export type GroupSendBody = z.output<typeof groupSendSchema>;

export interface SendTotals {
  readonly recipients: number;
  readonly pending: number;
  readonly sent: number;
  readonly not_friend: number;
  readonly limit_reached: number;
  readonly failed: number;
  readonly cancelled: number;
  readonly employees: number;
  readonly confirmed: number;
  readonly unconfirmed: number;
}

export interface MassSendRow {
  readonly id: number;
  readonly name: string;
  readonly status: SendStatus;
  readonly send_type: 'now' | 'scheduled';
  readonly send_at: string;
  readonly created_at: string;
  readonly creator: string;
  readonly message: MessageContent;
  readonly totals: SendTotals;
}

export interface MassSendDetail extends MassSendRow {
  readonly filter: PrivateFilter | GroupFilter;
}

export interface SendTaskRow {
  readonly id: number;
  readonly employee_id: number;
  readonly employee_name: string;
  readonly status: 0 | 1 | 2;
  readonly confirmed_at: string | null;
  readonly reminders_24h: number;
  readonly recipients: number;
  readonly sent: number;
  readonly not_friend: number;
  readonly limit_reached: number;
  readonly failed: number;
}

export interface RecipientRow {
  readonly id: number;
  readonly target_id: number;
  readonly target_name: string;
  readonly employee_name: string;
  readonly status: RecipientStatus;
  readonly reason: string;
  readonly delivered_at: string | null;
}

/** One recipient the send would not reach, and why (issue #40). */
export interface SkippedRecipient {
  readonly target_id: number;
  readonly name: string;
  readonly employee_name: string;
  readonly reason: string;
}

/**
 * What the confirm step shows before a send leaves (issue #38 item 7, issue #40): how many and
 * a sample of who receive it, who will not and why (not a friend any more, the receive limit
 * of the month or day, a dismissed group), and how many platform calls the per-call cap makes.
 */
export interface SendCheck {
  /** Recipient rows the send would create (equals the live count). */
  readonly matched: number;
  readonly employees: number;
  /** Of the matched, those not at their receive limit. */
  readonly receivers: number;
  /** The first few recipients in target order, as the confirm step lists them. */
  readonly sample: readonly { readonly name: string; readonly employee_name: string }[];
  /** Who will not receive: counted by reason, listed up to SEND_CHECK_LIST_MAX. */
  readonly skipped_total: number;
  readonly skipped_by_reason: readonly { readonly reason: string; readonly count: number }[];
  readonly skipped: readonly SkippedRecipient[];
  readonly monthly_limit: number;
  /** WeCom's cap per add_msg_template (10,000 customers or 2,000 groups) and the calls made. */
  readonly per_call: number;
  readonly calls: number;
}
/** The confirm step lists at most this many recipients and this many skipped ones. */
export const SEND_CHECK_SAMPLE = 10;
export const SEND_CHECK_LIST_MAX = 50;
/** Reasons a recipient the filter picks will not receive (the preview's wording). */
export const SKIP_REASON = {
  notFriend: '已不是好友（客户已删除员工或被员工删除）',
  monthLimit: '本月接收企业群发消息已达上限',
  dayLimit: '今日已收到过企业群发消息',
  groupGone: '客户群已解散',
  noOwner: '客户群没有在职群主',
} as const;

export interface SendPreview {
  /** Recipients the send would create now (equals the rows created). */
  readonly matched: number;
  /** Of those, already at the day's or month's limit (docs/domain.md §0). */
  readonly at_limit: number;
  readonly employees: number;
  readonly monthly_limit: number;
}
