// issue #20 /operation-plan 运营计划, its 日历 view: every planned operation of the tenant
// (scheduled private/group mass sends, moments, SOP starts, campaigns, journeys) in a date
// range by China calendar day, filtered by type and owner; a not-yet-started one is moved
// to a new time (its pending job moves with it) and the move is recorded with who made it.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { bodyId, calendarDate, queryId } from '../fields';

export const CALENDAR_TYPES = [
  'private_send',
  'group_send',
  'moment',
  'sop',
  'campaign',
  'plan',
] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];
export const CALENDAR_TYPE_LABELS: Record<CalendarType, string> = {
  private_send: '私聊群发',
  group_send: '群聊群发',
  moment: '朋友圈',
  sop: 'SOP',
  campaign: '营销活动',
  plan: '运营旅程',
};
/** Types whose start an operator may move (SOP plans start when they are created). */
export const MOVABLE_TYPES: readonly CalendarType[] = [
  'private_send',
  'group_send',
  'moment',
  'campaign',
  'plan',
];
/** Longest range one read covers (a month view shows up to 6 weeks). */
export const CALENDAR_RANGE_DAYS_MAX = 62;

export interface CalendarEntry {
  /** `${type}:${id}`: unique across types. */
  readonly key: string;
  readonly type: CalendarType;
  readonly id: number;
  readonly title: string;
  readonly owner_id: number | null;
  readonly owner: string | null;
  /** The scheduled instant (ISO); campaigns and date-triggered journeys at their day's hour. */
  readonly at: string;
  /** Campaigns and moments: when they end. */
  readonly end_at: string | null;
  readonly status: string;
  /** Not started yet: may be moved. */
  readonly movable: boolean;
  /** The operation's own page. */
  readonly link: string;
}

export interface CalendarData {
  readonly entries: readonly CalendarEntry[];
  readonly owners: ReadonlyArray<{ id: number; name: string }>;
}

export const calendarQuery = z
  .object({
    from: calendarDate('开始日期'),
    to: calendarDate('结束日期'),
    type: z.enum(CALENDAR_TYPES, { error: '运营类型不正确' }).optional(),
    owner_id: queryId('负责人'),
  })
  .superRefine((query, context) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (days < 0)
      context.addIssue({ code: 'custom', path: ['to'], message: '结束日期不能早于开始日期' });
    else if (days > CALENDAR_RANGE_DAYS_MAX)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `日期范围不能超过${CALENDAR_RANGE_DAYS_MAX}天`,
      });
  });
export type CalendarQuery = z.output<typeof calendarQuery>;

export const calendarMoveBody = z
  .object({
    type: z.enum(CALENDAR_TYPES, { error: '运营类型不正确' }),
    id: bodyId('运营'),
    at: z
      .string({ error: '新时间格式不正确' })
      .datetime({ offset: true, error: '新时间格式不正确' }),
  })
  .strict();
export type CalendarMoveBody = z.output<typeof calendarMoveBody>;

export const calendarList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/operation-calendar',
  permission: page('/operation-plan'),
  query: calendarQuery,
  response: responseOf<CalendarData>(),
});
export const calendarMove = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/marketing/operation-calendar/move',
  permission: page('/operation-plan'),
  body: calendarMoveBody,
  response: responseOf<{ at: string }>(),
});
