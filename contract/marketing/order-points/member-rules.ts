// issue #8 "Points rules per platform" (spec §3, §7 integral-set/*): the rule form's schema,
// its defaults, and how an order amount becomes points. The server grants with the same
// function the rule form previews with.
import { z } from 'zod';
import {
  ASSIGN_RULES,
  ORDER_STATUS,
  PLATFORM_TYPE_CODES,
  ROUNDING_MODES,
  RULE_STATUS,
  VALIDITY_TYPES,
} from '../order-points';
import type {
  AssignRule,
  OrderStatus,
  RoundingMode,
  RuleStatus,
  ValidityType,
} from '../order-points';
import { numberOrDigits } from '../../fields';
import { centsToText, decimalField, toCents } from './member-decimal';

export const AMOUNT_PER_POINT_MAX_CENTS = 100_000_000; // 1,000,000.00 yuan
export const VALIDITY_DAYS_MAX = 3650;

// issue #25 finding 6: a number (or a select's digit string), never coerced from true/null.
export const platformTypeField = numberOrDigits('电商平台').refine(
  (value) => (PLATFORM_TYPE_CODES as number[]).includes(value),
  {
    error: '电商平台不存在',
  },
);

/** A value of a numeric enumeration, with a message naming the field. */
function oneOf<T extends number>(label: string, values: readonly T[]) {
  return numberOrDigits(label)
    .refine((value): value is T => (values as readonly number[]).includes(value), {
      error: `${label}不正确`,
    })
    .transform((value) => value as T);
}

const ASSIGN_CODES = Object.values(ASSIGN_RULES);

export const pointsRuleSchema = z
  .object({
    platform_type: platformTypeField,
    status: oneOf<RuleStatus>('启用状态', Object.values(RULE_STATUS)),
    amount_per_point: decimalField('每积分所需金额', {
      minCents: 1,
      maxCents: AMOUNT_PER_POINT_MAX_CENTS,
      minMessage: '每积分所需金额必须大于0',
    }),
    // spec §3 order status 1–3 can earn; 4 (cancelled) never does.
    earn_status: oneOf<OrderStatus>('积分发放时机', [
      ORDER_STATUS.toShip,
      ORDER_STATUS.toReceive,
      ORDER_STATUS.completed,
    ]),
    rounding: oneOf<RoundingMode>('取整方式', Object.values(ROUNDING_MODES)),
    validity_type: oneOf<ValidityType>('积分有效期', Object.values(VALIDITY_TYPES)),
    validity_days: z
      .union([numberOrDigits('有效天数'), z.null(), z.literal('')])
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value)),
    assign_rule: oneOf<AssignRule>('负责员工分配规则', ASSIGN_CODES),
    assign_fallback: oneOf<AssignRule>('负责员工兜底规则', ASSIGN_CODES),
  })
  .superRefine((rule, context) => {
    if (rule.validity_type !== VALIDITY_TYPES.days) return;
    const days = rule.validity_days;
    if (days === null || !Number.isInteger(days) || days < 1 || days > VALIDITY_DAYS_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['validity_days'],
        message: `有效天数必须是1到${VALIDITY_DAYS_MAX}之间的整数`,
      });
    }
  })
  .transform((rule) => ({
    ...rule,
    validity_days: rule.validity_type === VALIDITY_TYPES.days ? rule.validity_days : null,
  }));
export type PointsRuleInput = z.input<typeof pointsRuleSchema>;
export type PointsRuleBody = z.output<typeof pointsRuleSchema>;

export const platformTypeBodySchema = z.object({ platform_type: platformTypeField });

/** A platform's rule before the operator saves one: off, 1 yuan per point, on completion. */
export const DEFAULT_POINTS_RULE = {
  status: RULE_STATUS.disabled,
  amount_per_point: '1.00',
  earn_status: ORDER_STATUS.completed,
  rounding: ROUNDING_MODES.floor,
  validity_type: VALIDITY_TYPES.permanent,
  validity_days: null,
  assign_rule: ASSIGN_RULES.firstFriend,
  assign_fallback: ASSIGN_RULES.firstBinder,
} as const;

/**
 * Points for an order: amount / amount_per_point, rounded as the rule says (integer points,
 * or 2 decimals truncated). Integer cents throughout, no float error.
 */
export function pointsForAmount(
  amount: string,
  rule: { readonly amount_per_point: string; readonly rounding: RoundingMode },
): string {
  const amountCents = toCents(amount);
  const perCents = toCents(rule.amount_per_point);
  if (amountCents <= 0 || perCents <= 0) return '0.00';
  if (rule.rounding === ROUNDING_MODES.twoDecimals) {
    return centsToText(Math.floor((amountCents * 100) / perCents));
  }
  const whole = Math.floor(amountCents / perCents);
  const remainder = amountCents - whole * perCents;
  let points = whole;
  if (rule.rounding === ROUNDING_MODES.ceil && remainder > 0) points += 1;
  if (rule.rounding === ROUNDING_MODES.halfUp && remainder * 2 >= perCents) points += 1;
  return centsToText(points * 100);
}

/** Whether an order in `status` has reached the rule's earning status (1 → 2 → 3). */
export function reachesEarnStatus(status: number, earnStatus: number): boolean {
  return status !== ORDER_STATUS.cancelled && status >= earnStatus;
}
