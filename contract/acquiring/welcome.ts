// issue #16 /welcome 加粉欢迎语 (docs/domain.md §1 /welcome): welcome messages by employee or
// department scope, one default welcome, time-period variants (weekdays + HH:mm window →
// another message), a nickname block list, and the why-not-sent log of every add.
// Priority is fixed: a channel code's own welcome > an employee's welcome > the default.
import { z } from 'zod';
import { calendarDate, idParams, pagingQuery, queryId, safeText } from '../fields';
import { messageContentSchema } from '../message-content';
import type { MessageContent } from '../message-content';
import { bodyIds, clockTime } from './tool-fields';
import type { Ref } from './tool-fields';
import { withSchemas } from '../schema-ref';
import { WELCOME_OUTCOMES } from './welcome-routes';
import type { WelcomeOutcome } from './welcome-routes';
import * as routes from './welcome-routes';

export * from './welcome-routes';

export const WELCOME_PERIODS_MAX = 5;
export const BLOCK_WORDS_MAX = 50;

export const welcomePeriodSchema = z
  .object({
    /** 1 Monday … 7 Sunday (China time). */
    weekdays: z
      .array(z.number().int().min(1).max(7), { error: '请选择星期' })
      .min(1, { error: '请至少选择一天' })
      .max(7),
    start_time: clockTime('时段开始时间'),
    end_time: clockTime('时段结束时间'),
    message: messageContentSchema,
  })
  // Start later than end is an overnight period (contract/time-window.ts).
  .refine((row) => row.start_time !== row.end_time, {
    error: '时段开始时间和结束时间不能相同',
    path: ['end_time'],
  });
export type WelcomePeriod = z.output<typeof welcomePeriodSchema>;

/**
 * A welcome. `is_default` welcomes have no scope (one per tenant); the others need at least
 * one employee or department (the server answers 101114003 for an empty scope, so the form
 * shows the spec's code inline rather than a 400).
 */
export const welcomeForm = z.object({
  is_default: z.boolean({ error: '默认欢迎语格式不正确' }).default(false),
  employee_ids: bodyIds('适用员工').default([]),
  department_ids: bodyIds('适用部门').default([]),
  message: messageContentSchema,
  periods_enable: z.boolean({ error: '分时段格式不正确' }).default(false),
  periods: z
    .array(welcomePeriodSchema, { error: '时段格式不正确' })
    .max(WELCOME_PERIODS_MAX, { error: `时段最多${WELCOME_PERIODS_MAX}个` })
    .default([]),
});
export type WelcomeForm = z.output<typeof welcomeForm>;
export type WelcomeFormInput = z.input<typeof welcomeForm>;

export interface WelcomeRow {
  readonly id: number;
  readonly is_default: boolean;
  readonly employees: readonly Ref[];
  readonly departments: readonly Ref[];
  readonly message: MessageContent;
  readonly periods_enable: boolean;
  readonly period_count: number;
  /** Welcomes sent with it in the last 30 days. */
  readonly sent_30d: number;
  readonly updated_at: string;
}
export interface WelcomeDetail extends WelcomeRow {
  readonly config: WelcomeForm;
}

export const welcomeSettingsForm = z.object({
  /** docs/domain.md §1 nickname_block_list: an add whose nickname contains one gets no welcome. */
  nickname_block_words: z
    .array(safeText('屏蔽词', 20, 1), { error: '屏蔽词格式不正确' })
    .max(BLOCK_WORDS_MAX, { error: `屏蔽词最多${BLOCK_WORDS_MAX}个` })
    .default([]),
});
export type WelcomeSettings = z.output<typeof welcomeSettingsForm>;

/** Why-not-sent diagnostics (issue #16): why an add had its outcome (outcomes: welcome-routes). */
export const WELCOME_REASONS = [
  'code_own',
  'employee',
  'employee_period',
  'default',
  'default_period',
  'code_none',
  'no_welcome',
  'nickname_blocked',
  'window_expired',
  'platform_error',
] as const;
export type WelcomeReason = (typeof WELCOME_REASONS)[number];
export const WELCOME_SOURCES = ['code', 'employee', 'default'] as const;
export type WelcomeSource = (typeof WELCOME_SOURCES)[number];

/** The acquiring tools an add can come through (issue #38 item 9: attribution in the log). */
export const ACQUIRED_KINDS = [
  'channel_code',
  'shunt_code',
  'lock_code',
  'group_code',
  'short_link',
] as const;
export type AcquiredKind = (typeof ACQUIRED_KINDS)[number];
/** The code or link an add came through. */
export interface AcquiredBy extends Ref {
  readonly kind: AcquiredKind;
}

export interface WelcomeLogRow {
  readonly id: number;
  readonly occurred_at: string;
  readonly customer: Ref;
  readonly employee: Ref;
  readonly channel_code: Ref | null;
  /** The code or link the add came through (a channel, shunt or lock code…); null: none. */
  readonly acquired_by: AcquiredBy | null;
  readonly outcome: WelcomeOutcome;
  readonly source: WelcomeSource | null;
  readonly reason: WelcomeReason;
  /** The reason in words (blocked word, platform message, which period). */
  readonly detail: string;
  readonly welcome_id: number | null;
  readonly text_preview: string;
}
export interface WelcomeLogSummary {
  readonly total: number;
  readonly by_outcome: Readonly<Record<WelcomeOutcome, number>>;
  readonly by_reason: readonly { readonly reason: WelcomeReason; readonly count: number }[];
}

export const welcomeLogQuery = z.object({
  ...pagingQuery,
  employee_id: queryId('员工').optional(),
  channel_code_id: queryId('渠道活码').optional(),
  outcome: z.enum(WELCOME_OUTCOMES, { error: '发送结果不正确' }).optional(),
  from: calendarDate('开始日期').optional(),
  to: calendarDate('结束日期').optional(),
});
export type WelcomeLogQuery = z.output<typeof welcomeLogQuery>;
export const welcomeLogSummaryQuery = welcomeLogQuery.omit({ page: true, page_size: true });

export const welcomeListQuery = z.object({
  ...pagingQuery,
  employee_id: queryId('员工').optional(),
});

// issue #12 and #39: the endpoints of /welcome, declared once (welcome-routes.ts, free of zod
// for the page's first paint) and completed here by their schemas.
export const welcomeList = withSchemas(routes.welcomeList, { query: welcomeListQuery });
export const welcomeDetail = withSchemas(routes.welcomeDetail, { params: idParams() });
export const welcomeCreate = withSchemas(routes.welcomeCreate, { body: welcomeForm });
export const welcomeUpdate = withSchemas(routes.welcomeUpdate, {
  params: idParams(),
  body: welcomeForm,
});
export const welcomeDelete = withSchemas(routes.welcomeDelete, { params: idParams() });
export const welcomeSettingsSave = withSchemas(routes.welcomeSettingsSave, {
  body: welcomeSettingsForm,
});
export const welcomeLogList = withSchemas(routes.welcomeLogList, { query: welcomeLogQuery });
export const welcomeLogSummary = withSchemas(routes.welcomeLogSummary, {
  query: welcomeLogSummaryQuery,
});
