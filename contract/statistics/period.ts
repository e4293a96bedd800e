// issue #21 "Bad input and limits": statistics read at most 180 days back, and the figures the
// platform reports per day (get_user_behavior_data, groupchat/statistic) at most 30 days per
// query ([WC] 96358). Shared by the period picker (which offers only allowed ranges) and the
// server (which refuses the rest with 400 naming the field).
import { z } from 'zod';
import { calendarDate, queryId } from '../fields';

export const MAX_DAYS_BACK = 180;
export const PLATFORM_MAX_SPAN_DAYS = 30;
/** The whole window: today and the 180 days before it. */
export const MAX_SPAN_DAYS = MAX_DAYS_BACK + 1;

export const periodQuery = {
  from: calendarDate('开始日期'),
  to: calendarDate('结束日期'),
};

export const departmentQuery = { department_id: queryId('部门') };

export interface PeriodProblem {
  readonly field: 'from' | 'to';
  readonly message: string;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Why a range cannot be read (null when it can); `today` is the tenant's day. */
export function periodProblem(
  from: string,
  to: string,
  today: string,
  maxSpanDays: number = MAX_SPAN_DAYS,
): PeriodProblem | null {
  if (to > today) return { field: 'to', message: '结束日期不能晚于今天' };
  if (from > to) return { field: 'from', message: '开始日期不能晚于结束日期' };
  if (dayNumber(today) - dayNumber(from) > MAX_DAYS_BACK) {
    return { field: 'from', message: `开始日期不能早于${MAX_DAYS_BACK}天前` };
  }
  if (dayNumber(to) - dayNumber(from) + 1 > maxSpanDays) {
    return { field: 'to', message: `结束日期超出范围：每次最多查询${maxSpanDays}天的数据` };
  }
  return null;
}

/** A percentage with one decimal, or null when the denominator is 0. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

export const periodSchema = z.object(periodQuery);
