// The menu code of /order-points (contract/menu-codes.ts): every /scrm/v1/member call needs it
// (spec §6: the server is the guard), is-open-market aside (the user store reads it).
import { menuCodeForPath } from '../../../../contract/menu-codes';

export const ORDER_POINTS_CODE =
  menuCodeForPath('/order-points') ?? 'rs_scrm_marketing_order_points';
export const MEMBER_GUARD = { config: { permission: ORDER_POINTS_CODE } };
