// The permission of /order-points (contract/menu-codes.ts) for the sandbox shop's own routes;
// every /scrm/v1/member call carries it in its declaration (contract/marketing/order-points/
// member-endpoints.ts, spec §6: the server is the guard).
import { page } from '../../../../contract/endpoint';
import { routeAccess } from '../../../http/route-audit';

export const MEMBER_GUARD = routeAccess(page('/order-points'));
