// issue #20 /marketing 营销活动: the landing-page games of a campaign — a lottery (prizes with
// odds and stock, the remainder is 谢谢参与) and a group check-in (consecutive or cumulative
// days, reward tiers paid as member points of /order-points). Who may play, plays per person.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, idParams, pagingQuery, safeText, textId } from '../fields';

export const PRIZE_KINDS = ['points', 'coupon', 'physical'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];
export const GAME_ELIGIBILITY = ['all', 'tags', 'audience'] as const;
export type GameEligibility = (typeof GAME_ELIGIBILITY)[number];
export const PLAY_PERIODS = ['day', 'total'] as const;
export const CHECK_IN_MODES = ['consecutive', 'cumulative'] as const;
export type CheckInMode = (typeof CHECK_IN_MODES)[number];
export const PRIZES_MAX = 8;
export const TIERS_MAX = 6;

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}格式不正确` })
    .int({ error: `${label}须为整数` })
    .min(min, { error: `${label}不能小于${min}` })
    .max(max, { error: `${label}不能超过${max}` });

export const prizeBody = z
  .object({
    name: safeText('奖品名称', 20, 1),
    kind: z.enum(PRIZE_KINDS, { error: '奖品类型不正确' }),
    /** Points credited for a points prize. */
    points: int('奖励积分', 0, 100_000),
    /** The coupon's text for a coupon prize (shown to the winner). */
    coupon_text: safeText('优惠券内容', 40),
    /** Chance in percent, 2 decimals; the prizes together at most 100 (the rest 谢谢参与). */
    odds: z
      .number({ error: '中奖概率格式不正确' })
      .min(0, { error: '中奖概率不能小于0' })
      .max(100, { error: '中奖概率不能超过100%' })
      .refine((value) => Math.round(value * 100) === value * 100, {
        error: '中奖概率最多两位小数',
      }),
    stock: z
      .number({ error: '库存格式不正确' })
      .int({ error: '库存须为整数' })
      .min(0, { error: '库存不能为负数' })
      .max(1_000_000, { error: '库存不能超过1000000' }),
    image_url: z
      .string()
      .max(500, { error: '奖品图片地址过长' })
      .regex(/^(https?:\/\/\S+)?$/, { error: '奖品图片须为http(s)地址' }),
  })
  .strict()
  .superRefine((prize, ctx) => {
    if (prize.kind === 'points' && prize.points < 1)
      ctx.addIssue({ code: 'custom', path: ['points'], message: '积分奖品请填写奖励积分' });
    if (prize.kind === 'coupon' && !prize.coupon_text)
      ctx.addIssue({ code: 'custom', path: ['coupon_text'], message: '请填写优惠券内容' });
  });
export type PrizeBody = z.output<typeof prizeBody>;

export const tierBody = z
  .object({ days: int('打卡天数', 1, 365), points: int('奖励积分', 1, 100_000) })
  .strict();
export type TierBody = z.output<typeof tierBody>;

export const gameBody = z
  .object({
    eligibility: z.enum(GAME_ELIGIBILITY, { error: '参与范围不正确' }),
    tag_ids: z.array(bodyId('标签')).max(20, { error: '标签最多20个' }),
    /** Plays (lottery) per person per day or over the whole campaign; check-in is once a day. */
    play_limit: int('每人参与次数', 1, 100),
    play_period: z.enum(PLAY_PERIODS, { error: '参与次数周期不正确' }),
    prizes: z.array(prizeBody).max(PRIZES_MAX, { error: `奖品最多${PRIZES_MAX}个` }),
    check_in_mode: z.enum(CHECK_IN_MODES, { error: '打卡方式不正确' }),
    tiers: z.array(tierBody).max(TIERS_MAX, { error: `奖励档位最多${TIERS_MAX}个` }),
  })
  .strict()
  .superRefine((game, ctx) => {
    if (game.eligibility === 'tags' && game.tag_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['tag_ids'], message: '请选择可参与的客户标签' });
    const total = game.prizes.reduce((sum, prize) => sum + Math.round(prize.odds * 100), 0);
    if (total > 10_000)
      ctx.addIssue({
        code: 'custom',
        path: ['prizes'],
        message: `中奖概率合计不能超过100%（当前${total / 100}%）`,
      });
    const days = game.tiers.map((tier) => tier.days);
    if (new Set(days).size !== days.length)
      ctx.addIssue({ code: 'custom', path: ['tiers'], message: '奖励档位的天数不能重复' });
  });
export type GameBody = z.output<typeof gameBody>;

export interface PrizeRow extends PrizeBody {
  readonly id: number;
  readonly initial_stock: number;
  readonly won: number;
}

export interface GameConfig extends Omit<GameBody, 'prizes'> {
  readonly token: string;
  readonly prizes: readonly PrizeRow[];
  readonly plays: number;
  readonly players: number;
  readonly winners: number;
}

export interface PlayRow {
  readonly id: number;
  readonly customer_id: number;
  readonly customer_name: string;
  readonly prize_id: number | null;
  readonly prize_name: string;
  readonly prize_kind: PrizeKind | null;
  readonly played_at: string;
  readonly redeemed_at: string | null;
  readonly redeemed_by: string;
}

export interface CheckInRow {
  readonly customer_id: number;
  readonly customer_name: string;
  readonly days: number;
  readonly streak: number;
  readonly last_day: string;
  readonly points: number;
}

export const playListQuery = z.object({
  ...pagingQuery,
  customer: safeText('客户名称', 30).optional(),
  winners: z.enum(['1', '0'], { error: '中奖筛选不正确' }).optional(),
  redeemed: z.enum(['1', '0'], { error: '核销状态不正确' }).optional(),
});
export type PlayListQuery = z.output<typeof playListQuery>;

export const gameConfig = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/campaigns/:id/game',
  permission: page('/marketing'),
  params: idParams('活动'),
  response: responseOf<GameConfig | null>(),
});

export const gamePlays = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/campaigns/:id/plays',
  permission: page('/marketing'),
  params: idParams('活动'),
  query: playListQuery,
  response: responseOf<ListData<PlayRow>>(),
});

export const gameRedeem = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/marketing/campaigns/:id/plays/:playId/redeem',
  permission: page('/marketing'),
  params: z.object({ id: textId('活动'), playId: textId('中奖记录') }),
  response: responseOf<null>(),
});

export const gameCheckIns = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/campaigns/:id/check-ins',
  permission: page('/marketing'),
  params: idParams('活动'),
  query: z.object({ ...pagingQuery, customer: safeText('客户名称', 30).optional() }),
  response: responseOf<ListData<CheckInRow>>(),
});

/** 沙箱模拟: a landing-page link that acts as one seeded customer (picked when not given). */
export const gameSandbox = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/marketing/campaigns/:id/sandbox',
  permission: page('/marketing'),
  params: idParams('活动'),
  body: z.object({ customer_id: bodyId('客户').optional() }).strict(),
  response: responseOf<{ url: string; customer_id: number; customer_name: string }>(),
});
