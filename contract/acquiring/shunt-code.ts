// issue #15 /shunt-code 分流码: one entry QR splitting traffic over employees, channel codes or
// group codes by round-robin, in order until each cap, random or weighted, with per-target
// caps per day and in total, a fallback target and active hours. Statistics per target:
// exposures, adds, conversion rate, actual share versus configured weight.
import { z } from 'zod';
import { defineEndpoint, responseOf } from '../endpoint';
import { toolEndpoints } from './tool-endpoints';
import { bodyId } from '../fields';
import type { DayFigure } from './tool-fields';
import { clockTime, statisticsQuery, toolName } from './tool-fields';

export const SHUNT_RULES = ['round_robin', 'sequential', 'random', 'weighted'] as const;
export type ShuntRule = (typeof SHUNT_RULES)[number];
export const SHUNT_TARGET_KINDS = ['employee', 'channel_code', 'group_code'] as const;
export type ShuntTargetKind = (typeof SHUNT_TARGET_KINDS)[number];
export const SHUNT_TARGETS_MAX = 50;

const cap = (label: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .min(1, { error: `${label}不能小于1` })
    .max(1_000_000, { error: `${label}过大` })
    .nullable()
    .default(null);

export const shuntTargetRef = z.object({
  kind: z.enum(SHUNT_TARGET_KINDS, { error: '分流目标类型不正确' }),
  ref_id: bodyId('分流目标'),
});
export type ShuntTargetRef = z.output<typeof shuntTargetRef>;

export const shuntTarget = shuntTargetRef.extend({
  weight: z
    .number({ error: '权重必须是数字' })
    .int({ error: '权重必须是1-100的整数' })
    .min(1, { error: '权重必须是1-100的整数' })
    .max(100, { error: '权重必须是1-100的整数' })
    .default(1),
  daily_cap: cap('每日上限'),
  total_cap: cap('总上限'),
});
export type ShuntTarget = z.output<typeof shuntTarget>;

export const shuntCodeForm = z
  .object({
    name: toolName('分流码名称'),
    rule: z.enum(SHUNT_RULES, { error: '分流规则不正确' }).default('weighted'),
    targets: z
      .array(shuntTarget, { error: '分流目标格式不正确' })
      .min(1, { error: '请至少添加一个分流目标' })
      .max(SHUNT_TARGETS_MAX, { error: `分流目标最多${SHUNT_TARGETS_MAX}个` }),
    fallback: shuntTargetRef.nullable().default(null),
    active_hours_enable: z.boolean().default(false),
    active_start: clockTime('生效开始时间').default('09:00'),
    active_end: clockTime('生效结束时间').default('21:00'),
  })
  .superRefine((form, context) => {
    const keys = form.targets.map((target) => `${target.kind}:${target.ref_id}`);
    if (new Set(keys).size !== keys.length)
      context.addIssue({ code: 'custom', path: ['targets'], message: '分流目标不能重复' });
    // Start later than end is an overnight window (contract/time-window.ts).
    if (form.active_hours_enable && form.active_start === form.active_end)
      context.addIssue({
        code: 'custom',
        path: ['active_end'],
        message: '生效开始时间和结束时间不能相同',
      });
  });
export type ShuntCodeForm = z.output<typeof shuntCodeForm>;
export type ShuntCodeFormInput = z.input<typeof shuntCodeForm>;

export const targetKeyOf = (target: ShuntTargetRef) => `${target.kind}:${target.ref_id}`;

export interface ShuntTargetFigure {
  readonly key: string;
  readonly kind: ShuntTargetKind;
  readonly name: string;
  readonly weight: number;
  readonly fallback: boolean;
  readonly exposures: number;
  readonly adds: number;
  /** adds / exposures, 0–1. */
  readonly conversion: number;
  /** Configured share (weight / Σ weights), 0–1; 0 for the fallback. */
  readonly configured_share: number;
  /** exposures / all exposures, 0–1. */
  readonly actual_share: number;
}

export interface ShuntCodeRow {
  readonly id: number;
  readonly name: string;
  readonly enabled: boolean;
  readonly rule: ShuntRule;
  readonly scan_path: string;
  readonly targets: readonly {
    readonly key: string;
    readonly name: string;
    readonly weight: number;
  }[];
  readonly exposures: number;
  readonly adds: number;
  readonly created_at: string;
}
export interface ShuntCodeDetail extends ShuntCodeRow {
  readonly config: ShuntCodeForm;
}
export interface ShuntStatistics {
  readonly totals: { readonly exposures: number; readonly adds: number };
  readonly targets: readonly ShuntTargetFigure[];
  readonly days: readonly DayFigure[];
}

const BASE = '/scrm/v1/acquiring/shunt-codes';
const tool = toolEndpoints<ShuntCodeRow, ShuntCodeDetail, typeof shuntCodeForm>(
  BASE,
  '/shunt-code',
  shuntCodeForm,
);
const { permission } = tool;

export const shuntCodeList = tool.list;
export const shuntCodeDetail = tool.detail;
export const shuntCodeCreate = tool.create;
export const shuntCodeUpdate = tool.update;
export const shuntCodeToggle = tool.toggle;
export const shuntCodeDelete = tool.remove;
export const shuntCodeStatistics = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/shunt-code-statistics',
  permission,
  query: statisticsQuery(366),
  response: responseOf<ShuntStatistics>(),
});
/** The targets the form may pick: channel codes and group codes of the tenant. */
export const shuntTargetOptions = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/shunt-target-options',
  permission,
  response: responseOf<{
    channel_codes: readonly { id: number; name: string }[];
    group_codes: readonly { id: number; name: string }[];
  }>(),
});
