// issue #8: the sandbox shop platform's own API (outside /scrm/v1/member): it stands in for
// the e-commerce platforms of spec §3, so a tester (and the e2e) can link a shop and make an
// order go through its life cycle (1 to ship → 2 to receive → 3 completed, or 4 cancelled).
// `npm run shop` (server/shop-cli.ts) wraps these calls; `npm run shop -- --help` lists them.
import { z } from 'zod';
import { numberOrDigits } from '../../fields';
import { ORDER_STATUS } from '../order-points';
import type { OrderStatus } from '../order-points';
import { decimalField } from './member-decimal';
import { platformTypeField } from './member-rules';
import { optionalText } from '../../validation';

export const SANDBOX_SHOP_API = '/sandbox/shop';
export const ORDER_AMOUNT_MAX_CENTS = 100_000_000; // 1,000,000.00 yuan

const orderStatusField = numberOrDigits('订单状态')
  .refine((value): value is OrderStatus => [1, 2, 3, 4].includes(value), {
    error: '订单状态必须是1待发货、2待收货、3已完成或4已取消/退款',
  })
  .transform((value) => value as OrderStatus);

export const linkShopSchema = z.object({
  platform_type: platformTypeField,
  name: optionalText('店铺名称', 30),
});
export type LinkShopBody = z.output<typeof linkShopSchema>;

/** A buyer is a member's customer (external_user_id) or a phone the shop knows. */
export const sandboxOrderSchema = z
  .object({
    platform_type: platformTypeField,
    external_user_id: optionalText('客户ID', 64),
    buyer_phone: z
      .string({ error: '买家手机号格式不正确' })
      .trim()
      .regex(/^1\d{10}$/, { error: '买家手机号必须是11位手机号' })
      .optional(),
    amount: decimalField('订单金额', {
      minCents: 1,
      maxCents: ORDER_AMOUNT_MAX_CENTS,
      minMessage: '订单金额必须大于0',
    }),
    /** Where the order ends up; the sandbox walks the life cycle there (default 1). */
    status: orderStatusField.default(ORDER_STATUS.toShip),
    order_no: optionalText('订单号', 64),
  })
  .refine((body) => Boolean(body.external_user_id) || Boolean(body.buyer_phone), {
    error: '请填写买家：客户ID或买家手机号',
    path: ['external_user_id'],
  });
export type SandboxOrderInput = z.input<typeof sandboxOrderSchema>;
export type SandboxOrderBody = z.output<typeof sandboxOrderSchema>;

export const sandboxOrderStatusSchema = z.object({ status: orderStatusField });

/** What the sandbox answers for an order: its state and what the member side did with it. */
export interface SandboxOrderResult {
  readonly order_no: string;
  readonly platform_type: number;
  readonly amount: string;
  readonly status: OrderStatus;
  readonly member_id: number | null;
  readonly external_user_id: string;
  /** Points granted (+) or reversed (-) by the events of this call, "0.00" when none. */
  readonly points_change: string;
  readonly balance: string | null;
}
