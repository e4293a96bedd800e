// issue #21 deals (docs/domain.md §6 [KJ] ShopDataSeries): the figures shared by /transform-data,
// /community-deal and /data-marketing. Refunds are netted: `orders` and `amount` are net of
// the refunds made in the period; the refunds themselves are shown beside them.
import { z } from 'zod';
import { periodQuery } from './period';

export interface DealFigures {
  /** 成交订单数 (net of refunds) */
  readonly orders: number;
  /** 退款订单数 */
  readonly refunds: number;
  /** 付款客户数 (per day, summed over the days) */
  readonly payers: number;
  /** 成交金额 (net), 2 decimals as text. */
  readonly amount: string;
  /** 退款金额, 2 decimals as text. */
  readonly refund_amount: string;
  /** 首次购买 */
  readonly first_orders: number;
  /** 复购 */
  readonly repeat_orders: number;
}

export interface DealRow extends DealFigures {
  readonly id: string;
  readonly name: string;
  /** The base of the conversion: new contacts (employee) or new members (group). */
  readonly base: number | null;
  /** 加好友到首单转化率 (%): first orders / base. */
  readonly conversion: number | null;
}

export interface DealReport {
  readonly days: readonly (DealFigures & { day: string })[];
  readonly rows: readonly DealRow[];
  readonly totals: DealFigures & { base: number | null; conversion: number | null };
  /**
   * 成交金额占比: the largest shares and the rest as id `other` (named 其他 by the console);
   * the amounts add up to `totals.amount` (issue #37).
   */
  readonly share: readonly { id: string; name: string; amount: string }[];
}

export const DEAL_FIGURES = [
  'orders',
  'refunds',
  'payers',
  'amount',
  'refund_amount',
  'first_orders',
  'repeat_orders',
] as const satisfies readonly (keyof DealFigures)[];

export const dealQuerySchema = z.object(periodQuery);
