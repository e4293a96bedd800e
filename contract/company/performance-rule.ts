// issue #22 /performance-rule 业绩规则 (docs/domain.md §7: [KJ] ShopGuideAttribution decides an
// order's owner): attribution mode (spec §3: 110 after assignment, 120 after binding), the
// responsible-employee rule and its fallback (spec §3: 10 first friend added, 20 first to bind
// e-commerce), a lock window, what happens when the employee has left, per-shop overrides.
// Saving writes a new version; an order keeps the version in force at its time.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { bodyId, textId } from '../fields';

export const ATTRIBUTION_MODES = { afterAssignment: 110, afterBinding: 120 } as const;
export type AttributionMode = (typeof ATTRIBUTION_MODES)[keyof typeof ATTRIBUTION_MODES];
export const ATTRIBUTION_MODE_TITLES: Record<AttributionMode, string> = {
  110: '分配后归属',
  120: '绑定后归属',
};
export const RESPONSIBLE_RULES = { firstFriend: 10, firstBinder: 20 } as const;
export type ResponsibleRule = (typeof RESPONSIBLE_RULES)[keyof typeof RESPONSIBLE_RULES];
export const RESPONSIBLE_RULE_TITLES: Record<ResponsibleRule, string> = {
  10: '首个添加好友的员工',
  20: '首个绑定电商的员工',
};
export const ON_LEAVE = ['department', 'none'] as const;
export type OnLeave = (typeof ON_LEAVE)[number];
export const ON_LEAVE_TITLES: Record<OnLeave, string> = {
  department: '归属其部门的第一位在职员工',
  none: '不归属任何员工',
};
/** issue #22 "Bad input": a lock window over 365 days is refused. */
export const LOCK_DAYS_MAX = 365;

/** spec §3 platform codes 1–16 (kept here so this page does not lean on the member area). */
export const PLATFORM_TITLES: Record<number, string> = {
  1: '淘宝/天猫',
  2: '京东',
  3: '1号店',
  4: '拼多多',
  5: '有赞',
  6: '自有商城',
  7: 'ERP',
  8: '苏宁',
  9: '抖音小店',
  10: '微盟',
  11: '小鹅通',
  12: '快手',
  13: '小红书',
  14: '得物',
  15: 'ShopEx',
  16: '视频号小店',
};

const codeOf = <T extends number>(label: string, codes: readonly T[], message: string) =>
  z
    .number({ error: `${label}不能为空` })
    .refine((value): value is T => (codes as readonly number[]).includes(value), {
      error: message,
    })
    .transform((value) => value as T);

export const performanceRuleBody = z
  .object({
    attribution_mode: codeOf<AttributionMode>(
      '归属方式',
      [110, 120],
      '归属方式只能是分配后归属或绑定后归属',
    ),
    assign_rule: codeOf<ResponsibleRule>(
      '负责员工规则',
      [10, 20],
      '负责员工规则只能是首个添加好友或首个绑定电商的员工',
    ),
    assign_fallback: codeOf<ResponsibleRule>(
      '兜底规则',
      [10, 20],
      '兜底规则只能是首个添加好友或首个绑定电商的员工',
    ),
    /** 0: no window — the employee keeps every later order. */
    lock_days: z
      .number({ error: '锁定期必须是数字' })
      .int({ error: '锁定期必须是整数天' })
      .min(0, { error: '锁定期不能小于0天' })
      .max(LOCK_DAYS_MAX, { error: `锁定期不能超过${LOCK_DAYS_MAX}天` }),
    on_leave: z.enum(ON_LEAVE, { error: '员工离职后的处理方式不正确' }),
  })
  .refine((rule) => rule.assign_fallback !== rule.assign_rule, {
    error: '兜底规则不能与负责员工规则相同',
    path: ['assign_fallback'],
  });
export type PerformanceRuleBody = z.output<typeof performanceRuleBody>;

export const DEFAULT_PERFORMANCE_RULE: PerformanceRuleBody = {
  attribution_mode: 110,
  assign_rule: 10,
  assign_fallback: 20,
  lock_days: 0,
  on_leave: 'department',
};

export const shopOverrideBody = z.object({
  shop_id: bodyId('店铺'),
  rule: performanceRuleBody,
});

export interface RuleVersion extends PerformanceRuleBody {
  readonly id: number;
  readonly shop: { readonly id: number; readonly name: string } | null;
  readonly effective_from: string;
  readonly created_by: string;
  /** A shop override removed at this version (the shop follows the default again). */
  readonly removed: boolean;
}

export interface ShopOption {
  readonly id: number;
  readonly name: string;
  readonly platform_type: number;
}

export interface PerformanceRuleState {
  /** The tenant's rule in force now (the default until first saved: version id 0). */
  readonly current: RuleVersion;
  readonly overrides: readonly RuleVersion[];
  readonly shops: readonly ShopOption[];
  /** Every saved version, newest first (at most 50). */
  readonly history: readonly RuleVersion[];
}

export interface RulePreview {
  readonly period: { readonly from: string; readonly to: string };
  readonly orders: number;
  readonly amount: string;
  readonly attributed_amount: string;
  readonly unattributed_amount: string;
  /** What the recorded attribution of those orders gives, for comparison. */
  readonly recorded_attributed_amount: string;
  readonly employees: readonly {
    readonly id: number;
    readonly name: string;
    readonly orders: number;
    readonly amount: string;
  }[];
}

const BASE = '/scrm/v1/company/performance-rule';
const permission = page('/performance-rule');

export const performanceRuleState = defineEndpoint({
  method: 'GET',
  path: BASE,
  permission,
  response: responseOf<PerformanceRuleState>(),
});
export const performanceRuleSave = defineEndpoint({
  method: 'POST',
  path: BASE,
  permission,
  body: performanceRuleBody,
  response: responseOf<{ id: number }>(),
});
export const performanceOverrideSave = defineEndpoint({
  method: 'POST',
  path: `${BASE}/overrides`,
  permission,
  body: shopOverrideBody,
  response: responseOf<{ id: number }>(),
});
export const performanceOverrideDelete = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/overrides/:shop_id`,
  permission,
  action: 'delete',
  params: z.object({ shop_id: textId('店铺') }),
  response: responseOf<null>(),
});
export const performanceRulePreview = defineEndpoint({
  method: 'POST',
  path: `${BASE}/preview`,
  permission,
  body: performanceRuleBody,
  response: responseOf<RulePreview>(),
});
