// issue #15 "Bad input and limits": the field schemas the acquiring tools share (lock, shunt,
// group code, short link): names ≤ 24, id lists in bodies, HH:mm times, the list and
// statistics queries, the shapes every tool's rows use. Strict JSON bodies (contract/fields).
import { z } from 'zod';
import { bodyId, calendarDate, pagingQuery, queryInt, safeText } from '../fields';
import { CLOCK_TIME } from '../time-window';

export const TOOL_NAME_MAX = 24;
/** Business codes of the acquiring tools (1094xx). */
export const TOOL_ERROR_CODES = {
  notFound: 109401,
  nameTaken: 109402,
  unknownReference: 109403,
  quotaExhausted: 109404,
  groupsFull: 109405,
  disabled: 109406,
} as const;

export const toolName = (label: string) => safeText(label, TOOL_NAME_MAX, 1);

export const bodyIds = (label: string, max = 200) =>
  z.array(bodyId(label), { error: `${label}格式不正确` }).max(max, {
    error: `${label}最多${max}个`,
  });

export const clockTime = (label: string) =>
  z.string({ error: `${label}不能为空` }).regex(CLOCK_TIME, { error: `${label}格式应为HH:mm` });

export const toolListQuery = z.object({
  ...pagingQuery,
  name: safeText('名称', TOOL_NAME_MAX).optional(),
  /** 'on' | 'off' */
  status: z.enum(['on', 'off'], { error: '状态只能是启用或停用' }).optional(),
});
export type ToolListQuery = z.output<typeof toolListQuery>;

export function statisticsQuery(maxDays: number) {
  return z
    .object({
      id: queryInt('编号', 1, 2_147_483_647),
      from: calendarDate('开始日期'),
      to: calendarDate('结束日期'),
    })
    .refine((query) => query.from <= query.to, {
      error: '开始日期不能晚于结束日期',
      path: ['from'],
    })
    .refine((query) => Date.parse(query.to) - Date.parse(query.from) < maxDays * 864e5, {
      error: `统计时间范围不能超过${maxDays}天`,
      path: ['to'],
    });
}

export const toggleBody = z.object({ enabled: z.boolean({ error: '启用状态格式不正确' }) });
export const batchBody = z.object({
  ids: bodyIds('编号', 100).min(1, { error: '请至少选择一项' }),
});

export interface Ref {
  readonly id: number;
  readonly name: string;
}

export interface DayFigure {
  readonly day: string;
  readonly [figure: string]: number | string;
}
