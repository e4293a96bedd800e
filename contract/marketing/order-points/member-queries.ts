// issue #8 spec §7 member calls: the bodies of query-member-list, get-detail, update/birthday,
// points-change, points-change-page and points-convert-list. Lists page by spec §9 (20 by
// default, at most 100: docs/conventions.md); dates are real dates (spec §5).
import { z } from 'zod';
import { BIND_STATUS, CHANGE_TYPES, ORDER_STATUS } from '../order-points';
import type { BindStatus, ChangeType, OrderStatus } from '../order-points';
import { decimalField, toCents } from './member-decimal';
import { platformTypeField } from './member-rules';
import { MAX_PAGE_SIZE } from '../../envelope';
import { bodyId, numberOrDigits, queryInt } from '../../fields';
import { optionalText, requiredText } from '../../validation';

export const POINTS_CHANGE_MAX_CENTS = 100_000_000; // 1,000,000.00 points at once
export const POINTS_REASON_MAX = 100;

// issue #25 finding 6: numbers (or a select's digit strings), never coerced from true/[n]/null.
const paging = {
  page: queryInt('页码', 1, 100_000).default(1),
  page_size: queryInt('每页条数', 1, MAX_PAGE_SIZE).default(20),
};

/** '' and null mean "no filter" (a cleared select sends ''). */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

function optionalEnum<T extends number>(label: string, values: readonly T[]) {
  return z.preprocess(
    blankToUndefined,
    numberOrDigits(label)
      .refine((value): value is T => (values as readonly number[]).includes(value), {
        error: `${label}不正确`,
      })
      .transform((value) => value as T)
      .optional(),
  );
}

const optionalPlatform = z.preprocess(blankToUndefined, platformTypeField.optional());

/** spec §5: year-month-day hour:minute:second, and a real date. */
export function isRealDateTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as number[];
  return isRealDate(year ?? 0, month ?? 0, day ?? 0) && (hour ?? 99) < 24 && (minute ?? 99) < 60
    && (second ?? 99) < 60; // prettier-ignore
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (leap years included).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function optionalDateTime(label: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label}格式不正确` })
      .refine(isRealDateTime, { error: `${label}必须是有效的日期时间（年-月-日 时:分:秒）` })
      .optional(),
  );
}

const timeRange = {
  start_time: optionalDateTime('开始时间'),
  end_time: optionalDateTime('结束时间'),
};
const rangeInOrder = (range: { start_time?: string; end_time?: string }) =>
  !range.start_time || !range.end_time || range.start_time <= range.end_time;
const RANGE_ERROR = { error: '开始时间不能晚于结束时间', path: ['end_time'] };

/** A member named by the spec's external_user_id, or by member_id (unbound members). */
const memberKey = {
  external_user_id: optionalText('客户ID', 64),
  member_id: z.preprocess(blankToUndefined, bodyId('会员编号').optional()),
};
const hasMemberKey = (body: { external_user_id?: string; member_id?: number }) =>
  Boolean(body.external_user_id) || body.member_id !== undefined;
const MEMBER_KEY_ERROR = { error: '请指定会员（客户ID或会员编号）', path: ['external_user_id'] };

export const memberKeySchema = z.object(memberKey).refine(hasMemberKey, MEMBER_KEY_ERROR);
export type MemberKey = z.output<typeof memberKeySchema>;

export const memberListQuerySchema = z
  .object({
    ...paging,
    /** Name, phone or a bound identifier (spec §3 identifier types). */
    keyword: optionalText('搜索内容', 50),
    platform_type: optionalPlatform,
    bind_status: optionalEnum<BindStatus>('绑定状态', Object.values(BIND_STATUS)),
    points_min: z.preprocess(
      blankToUndefined,
      decimalField('最低积分', {
        maxCents: POINTS_CHANGE_MAX_CENTS * 100,
        allowZero: true,
        minCents: 0,
      }).optional(),
    ),
    points_max: z.preprocess(
      blankToUndefined,
      decimalField('最高积分', {
        maxCents: POINTS_CHANGE_MAX_CENTS * 100,
        allowZero: true,
        minCents: 0,
      }).optional(),
    ),
  })
  .refine(
    (query) =>
      query.points_min === undefined ||
      query.points_max === undefined ||
      toCents(query.points_min) <= toCents(query.points_max),
    { error: '最低积分不能大于最高积分', path: ['points_max'] },
  );
export type MemberListQuery = z.output<typeof memberListQuerySchema>;
export type MemberListFilters = z.input<typeof memberListQuerySchema>;

/** spec §7 update/birthday: a real calendar date, not in the future, not before 1900. */
export function isValidBirthday(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1900 || !isRealDate(year, month, day)) return false;
  return value <= today.toISOString().slice(0, 10);
}

export const birthdaySchema = z
  .object({
    ...memberKey,
    birthday: z.preprocess(
      blankToUndefined,
      z.string({ error: '生日不能为空' }).refine((value) => isValidBirthday(value), {
        error: '生日必须是有效日期（年-月-日），且不晚于今天',
      }),
    ),
  })
  .refine(hasMemberKey, MEMBER_KEY_ERROR);
export type BirthdayBody = z.output<typeof birthdaySchema>;

/** issue #8: manual add (positive) or deduct (negative), never 0, with a required reason. */
export const pointsChangeSchema = z
  .object({
    ...memberKey,
    points: decimalField('变动积分', { maxCents: POINTS_CHANGE_MAX_CENTS }),
    reason: requiredText('调整原因', POINTS_REASON_MAX),
  })
  .refine(hasMemberKey, MEMBER_KEY_ERROR);
export type PointsChangeInput = z.input<typeof pointsChangeSchema>;
export type PointsChangeBody = z.output<typeof pointsChangeSchema>;

export const pointsChangePageSchema = z
  .object({
    ...paging,
    ...memberKey,
    change_type: optionalEnum<ChangeType>('变动类型', Object.values(CHANGE_TYPES)),
    keyword: optionalText('搜索内容', 50),
    ...timeRange,
  })
  .refine(rangeInOrder, RANGE_ERROR);
export type PointsChangePageQuery = z.output<typeof pointsChangePageSchema>;
export type PointsChangePageFilters = z.input<typeof pointsChangePageSchema>;

export const pointsConvertListSchema = z
  .object({
    ...paging,
    order_no: optionalText('订单号', 64),
    platform_type: optionalPlatform,
    order_status: optionalEnum<OrderStatus>('订单状态', Object.values(ORDER_STATUS)),
    /** Member name or customer id. */
    keyword: optionalText('会员', 50),
    ...timeRange,
  })
  .refine(rangeInOrder, RANGE_ERROR);
export type PointsConvertQuery = z.output<typeof pointsConvertListSchema>;
export type PointsConvertFilters = z.input<typeof pointsConvertListSchema>;
