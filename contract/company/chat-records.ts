// issue #22 /chat-records 会话记录 (docs/domain.md §7 chat archive): messages pulled from the
// platform's archive by sequence, searchable by employee, customer, group, keyword and date,
// with a viewer for each message type; only customers who agreed are archived; sensitive-word
// rules with their hits. Declared once (issue #12).
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, calendarDate, pagingQuery, queryId, queryInt, safeText } from '../fields';

export const MESSAGE_TYPES = {
  text: '文本',
  image: '图片',
  voice: '语音',
  video: '视频',
  file: '文件',
  link: '链接',
  weapp: '小程序',
  emotion: '表情',
  location: '位置',
  card: '名片',
} as const;
export type MessageType = keyof typeof MESSAGE_TYPES;
const MESSAGE_TYPE_KEYS = Object.keys(MESSAGE_TYPES) as [MessageType, ...MessageType[]];

/** The body of each message type, as the viewer renders it. */
export type MessageContent =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'image';
      readonly url: string;
      readonly width: number;
      readonly height: number;
    }
  | { readonly type: 'voice'; readonly seconds: number }
  | { readonly type: 'video'; readonly seconds: number; readonly size: number }
  | { readonly type: 'file'; readonly name: string; readonly size: number }
  | {
      readonly type: 'link';
      readonly title: string;
      readonly description: string;
      readonly url: string;
    }
  | { readonly type: 'weapp'; readonly title: string; readonly app_name: string }
  | { readonly type: 'emotion'; readonly url: string }
  | { readonly type: 'location'; readonly title: string; readonly address: string }
  | { readonly type: 'card'; readonly name: string; readonly corp_name: string };

export const SENSITIVE_CATEGORIES: Record<number, string> = {
  1: '违规承诺',
  2: '辱骂骚扰',
  3: '私下引流',
  4: '隐私信息',
};

/** The keyword of a search: at least 2 characters (issue #22 "Bad input and limits"). */
export const KEYWORD_MIN = 2;

export interface NamedRef {
  readonly id: number;
  readonly name: string;
}

export interface ChatMessageRow {
  readonly id: number;
  readonly seq: number;
  readonly msg_id: string;
  /** 1 single chat, 2 group chat. */
  readonly chat_type: 1 | 2;
  /** 1 sent by the employee, 2 by the customer. */
  readonly from_kind: 1 | 2;
  readonly employee: NamedRef | null;
  readonly customer: NamedRef | null;
  readonly group: NamedRef | null;
  readonly msg_type: MessageType;
  readonly content: MessageContent;
  readonly sent_at: string;
  readonly revoked: boolean;
}

export interface ChatConversationRow {
  /** `s-<employee>-<customer>` or `g-<group>`. */
  readonly key: string;
  readonly chat_type: 1 | 2;
  readonly employee: NamedRef | null;
  readonly customer: NamedRef | null;
  readonly group: NamedRef | null;
  readonly messages: number;
  readonly last_message_at: string;
  readonly last_preview: string;
}

export interface ChatArchiveStatus {
  /** The archive secret and private key are saved (/chat-archive-configure). */
  readonly configured: boolean;
  readonly last_seq: number;
  readonly stored_total: number;
  readonly skipped_no_consent: number;
  readonly last_pulled_at: string | null;
  readonly last_error: string;
  /** State of the latest pull job (排队中/执行中/已完成/失败), or null before the first. */
  readonly job_state: string | null;
}

const dateRange = {
  start: calendarDate('开始日期').optional(),
  end: calendarDate('结束日期').optional(),
};

export const chatConversationQuery = z.object({
  ...pagingQuery,
  chat_type: queryInt('会话类型', 1, 2).optional(),
  employee_id: queryId('员工'),
  customer_name: safeText('客户名称', 32).optional(),
  group_name: safeText('群名称', 32).optional(),
  ...dateRange,
});

export const chatMessageQuery = z.object({
  ...pagingQuery,
  chat_type: queryInt('会话类型', 1, 2).optional(),
  employee_id: queryId('员工'),
  customer_id: queryId('客户'),
  group_id: queryId('客户群'),
  keyword: safeText('关键词', 50)
    .refine((value) => value.length === 0 || value.length >= KEYWORD_MIN, {
      error: `关键词至少输入${KEYWORD_MIN}个字`,
    })
    .optional(),
  msg_type: z.enum(MESSAGE_TYPE_KEYS, { error: '消息类型不正确' }).optional(),
  /** asc: a conversation read in order; desc: newest first (search). */
  order: z.enum(['asc', 'desc'], { error: '排序方式不正确' }).default('desc'),
  ...dateRange,
});

const BASE = '/scrm/v1/company/chat-records';

export const chatArchiveStatus = defineEndpoint({
  method: 'GET',
  path: `${BASE}/status`,
  permission: page('/chat-records'),
  response: responseOf<ChatArchiveStatus>(),
});

/** Starts a pull job now (one at a time: a second request answers the same job). */
export const chatArchivePull = defineEndpoint({
  method: 'POST',
  path: `${BASE}/pull`,
  permission: page('/chat-records'),
  response: responseOf<{ readonly job_id: string }>(),
});

export const chatConversationList = defineEndpoint({
  method: 'GET',
  path: `${BASE}/conversations`,
  permission: page('/chat-records'),
  scoped: true,
  query: chatConversationQuery,
  response: responseOf<ListData<ChatConversationRow>>(),
});

export const chatMessageList = defineEndpoint({
  method: 'GET',
  path: `${BASE}/messages`,
  permission: page('/chat-records'),
  scoped: true,
  query: chatMessageQuery,
  response: responseOf<ListData<ChatMessageRow>>(),
});

export interface SensitiveWordRow {
  readonly id: number;
  readonly word: string;
  readonly category: number;
  readonly notify_leader: boolean;
  readonly enabled: boolean;
  readonly hits: number;
  readonly created_at: string;
}

export const sensitiveWordSaveSchema = z.strictObject({
  id: bodyId('敏感词').optional(),
  word: safeText('敏感词', 20, 1),
  category: z
    .number({ error: '敏感词分类不正确' })
    .int({ error: '敏感词分类不正确' })
    .refine((value) => value in SENSITIVE_CATEGORIES, { error: '敏感词分类不正确' }),
  notify_leader: z.boolean({ error: '通知主管格式不正确' }).default(true),
  enabled: z.boolean({ error: '启用状态格式不正确' }).default(true),
});

export const sensitiveWordList = defineEndpoint({
  method: 'GET',
  path: `${BASE}/sensitive-words`,
  permission: page('/chat-records'),
  query: z.object({ ...pagingQuery, word: safeText('敏感词', 20).optional() }),
  response: responseOf<ListData<SensitiveWordRow>>(),
});

export const sensitiveWordSave = defineEndpoint({
  method: 'POST',
  path: `${BASE}/sensitive-words/save`,
  permission: page('/chat-records'),
  body: sensitiveWordSaveSchema,
  response: responseOf<{ readonly id: number }>(),
});

export const sensitiveWordDelete = defineEndpoint({
  method: 'POST',
  path: `${BASE}/sensitive-words/delete`,
  permission: page('/chat-records'),
  action: 'delete',
  body: z.strictObject({ id: bodyId('敏感词') }),
  response: responseOf<null>(),
});

export interface SensitiveHitRow {
  readonly id: number;
  readonly msg_id: string;
  readonly word: string;
  readonly category: number;
  readonly employee: NamedRef | null;
  readonly customer: NamedRef | null;
  readonly group: NamedRef | null;
  readonly from_kind: 1 | 2;
  readonly excerpt: string;
  readonly hit_at: string;
  readonly handled_at: string | null;
  readonly handled_by: string;
}

export const sensitiveHitList = defineEndpoint({
  method: 'GET',
  path: `${BASE}/sensitive-hits`,
  permission: page('/chat-records'),
  scoped: true,
  query: z.object({
    ...pagingQuery,
    handled: z.enum(['yes', 'no'], { error: '处理状态不正确' }).optional(),
    employee_id: queryId('员工'),
    ...dateRange,
  }),
  response: responseOf<ListData<SensitiveHitRow> & { readonly unhandled: number }>(),
});

export const sensitiveHitHandle = defineEndpoint({
  method: 'POST',
  path: `${BASE}/sensitive-hits/handle`,
  permission: page('/chat-records'),
  body: z.strictObject({
    ids: z
      .array(bodyId('告警'), { error: '请选择告警' })
      .min(1, { error: '请选择告警' })
      .max(100, { error: '一次最多处理100条告警' }),
  }),
  response: responseOf<{ readonly handled: number }>(),
});
