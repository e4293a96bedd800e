// /moment-dispatch 朋友圈群发 (spec §2, issue #17, docs/domain.md §2): an enterprise moment the company
// writes and each chosen employee publishes (WeCom add_moment_task [WC 96351]): text + ≤ 9
// images, or 1 video, or 1 link; visible to customers by tag; published now or at a time
// until an end time. One schema validates the form in the browser and the body on the server.
import { z } from 'zod';
import { bodyId, safeText } from '../fields';
import { messageContentFor } from '../message-content';
import type { MessageContent } from '../message-content';

export const MOMENT_NAME_MAX = 30;
/** [WC 96351]: at most 9 images, or one video, or one link. */
export const MOMENT_IMAGES_MAX = 9;
export const MOMENT_ATTACHMENT_TYPES = ['image', 'video', 'link'] as const;
/** A moment may stay open at most 30 days after it is published. */
export const MOMENT_OPEN_DAYS_MAX = 30;

/** 1 未开始 (scheduled), 2 进行中, 3 已结束, 4 已取消 ([LW] WeMomentsTask status 1/2/3 + cancel). */
export const MOMENT_STATUS = { scheduled: 1, running: 2, ended: 3, cancelled: 4 } as const;
export type MomentStatus = (typeof MOMENT_STATUS)[keyof typeof MOMENT_STATUS];

/** 1 like, 2 comment (the platform's moment_message interaction kinds). */
export const INTERACTION_KIND = { like: 1, comment: 2 } as const;

/** docs/domain.md §0: remind an employee at most 3 times in 24 hours. */
export const MOMENT_REMIND_MAX_PER_DAY = 3;

export const MOMENT_ERROR_CODES = {
  notCancellable: 101170101,
  notRemindable: 101170102,
  remindLimit: 101170103,
} as const;

const idList = (label: string, max = 500) =>
  z.array(bodyId(label), { error: `${label}格式不正确` }).max(max, { error: `${label}数量过多` });

/** The moment's content: the composer's message narrowed to what a moment may carry. */
// Moments are public: no variable can be filled per customer (channel `moment`).
export const momentContentSchema = messageContentFor('moment').superRefine((message, context) => {
  const types = new Set(message.attachments.map((item) => item.type));
  const attachments = ['attachments'];
  if ([...types].some((type) => !(MOMENT_ATTACHMENT_TYPES as readonly string[]).includes(type))) {
    context.addIssue({
      code: 'custom',
      path: attachments,
      message: '朋友圈附件只能是图片、视频或链接',
    });
    return;
  }
  if (types.size > 1) {
    context.addIssue({
      code: 'custom',
      path: attachments,
      message: '朋友圈附件只能是图片、一个视频或一个链接之一，不能混用',
    });
  } else if ((types.has('video') || types.has('link')) && message.attachments.length > 1) {
    context.addIssue({
      code: 'custom',
      path: attachments,
      message: '朋友圈只能添加一个视频或一个链接',
    });
  }
});

export const senderScopeSchema = z
  .object({
    kind: z.enum(['all', 'departments', 'employees'], { error: '请选择发表员工范围' }),
    ids: idList('发表员工', 2000).default([]),
  })
  .superRefine((scope, context) => {
    if (scope.kind !== 'all' && scope.ids.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['ids'],
        message: scope.kind === 'departments' ? '请选择部门' : '请选择发表员工',
      });
    }
  });
export type SenderScope = z.output<typeof senderScopeSchema>;

const isoTime = (label: string) =>
  z.string({ error: `请选择${label}` }).datetime({ offset: true, error: `${label}格式不正确` });

export const momentBodySchema = z
  .object({
    name: safeText('任务名称', MOMENT_NAME_MAX, 1),
    content: momentContentSchema,
    sender_scope: senderScopeSchema,
    /** Customers who see the moment: those with any of these tags; empty = every customer. */
    visible_tag_ids: idList('可见客户标签', 100).default([]),
    /** Auto-tag customers who like / comment ([LW] likeTagIds/commentTagIds). */
    like_tag_ids: idList('点赞客户标签', 20).default([]),
    comment_tag_ids: idList('评论客户标签', 20).default([]),
    send_type: z.enum(['now', 'scheduled'], { error: '请选择发表方式' }),
    send_at: isoTime('发表时间').optional(),
    end_at: isoTime('结束时间'),
  })
  .superRefine((value, context) => {
    if (value.send_type === 'scheduled' && !value.send_at) {
      context.addIssue({ code: 'custom', path: ['send_at'], message: '请选择发表时间' });
    }
  });
export type MomentBody = z.output<typeof momentBodySchema>;
export type MomentBodyInput = z.input<typeof momentBodySchema>;

export interface MomentTotals {
  readonly employees: number;
  readonly published: number;
  readonly unpublished: number;
  readonly likes: number;
  readonly comments: number;
}

export interface MomentRow {
  readonly id: number;
  readonly name: string;
  readonly status: MomentStatus;
  readonly content: MessageContent;
  readonly creator: string;
  readonly publish_at: string;
  readonly end_at: string;
  readonly created_at: string;
  readonly totals: MomentTotals;
}

export interface MomentDetail extends MomentRow {
  readonly sender_scope: SenderScope;
  readonly visible_tag_ids: readonly number[];
  readonly like_tag_ids: readonly number[];
  readonly comment_tag_ids: readonly number[];
  readonly visible_tags: readonly string[];
  readonly like_tags: readonly string[];
  readonly comment_tags: readonly string[];
}

export interface MomentEmployeeRow {
  readonly employee_id: number;
  readonly employee_name: string;
  readonly department: string;
  readonly published_at: string | null;
  readonly reminders_24h: number;
  readonly likes: number;
  readonly comments: number;
}

export interface MomentInteractionRow {
  readonly key: string;
  readonly kind: 1 | 2;
  readonly customer_name: string;
  readonly employee_name: string;
  readonly comment: string;
  readonly occurred_at: string;
}
