// issue #22 /chat-data 会话数据 (docs/domain.md §7): from the archived messages, per employee —
// messages sent and received, customers chatted with, reply rate, first-reply time and
// sensitive-word hits — with totals and a daily trend. Declared once (issue #12).
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { calendarDate, pagingQuery, queryId } from '../fields';

/** The longest period one query covers (the roll-up pages keep the same bound). */
export const CHAT_DATA_MAX_DAYS = 90;

const DAY_MS = 86_400_000;
const spanDays = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

const period = {
  start: calendarDate('开始日期'),
  end: calendarDate('结束日期'),
  department_id: queryId('部门'),
};
const periodRule = <T extends { start: string; end: string }>(value: T) =>
  spanDays(value.start, value.end) >= 1 && spanDays(value.start, value.end) <= CHAT_DATA_MAX_DAYS;
const periodError = {
  error: `结束日期不能早于开始日期，且时间跨度不能超过${CHAT_DATA_MAX_DAYS}天`,
};

export interface ChatFigures {
  readonly sent: number;
  readonly received: number;
  readonly customers: number;
  /** Customers who wrote first in a day and got an answer within the day, over those who wrote. */
  readonly reply_rate: number | null;
  /** Mean seconds from a customer's first message of the day to the employee's answer. */
  readonly avg_first_reply_seconds: number | null;
  readonly sensitive_hits: number;
}

export interface ChatDataReport {
  readonly totals: ChatFigures & { readonly active_employees: number };
  readonly days: readonly {
    readonly day: string;
    readonly sent: number;
    readonly received: number;
  }[];
}

export interface ChatDataEmployeeRow extends ChatFigures {
  readonly employee: { readonly id: number; readonly name: string };
  readonly department: string;
}

export const CHAT_DATA_SORTS = [
  'sent',
  'received',
  'customers',
  'reply_rate',
  'avg_first_reply_seconds',
  'sensitive_hits',
] as const;

export const chatDataQuery = z.object(period).refine(periodRule, periodError);

export const chatDataEmployeeQuery = z
  .object({
    ...pagingQuery,
    ...period,
    sort: z.enum(CHAT_DATA_SORTS, { error: '排序字段不正确' }).default('sent'),
  })
  .refine(periodRule, periodError);

export const chatDataReport = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/company/chat-data',
  permission: page('/chat-data'),
  query: chatDataQuery,
  response: responseOf<ChatDataReport>(),
});

export const chatDataEmployees = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/company/chat-data/employees',
  permission: page('/chat-data'),
  query: chatDataEmployeeQuery,
  response: responseOf<ListData<ChatDataEmployeeRow>>(),
});
