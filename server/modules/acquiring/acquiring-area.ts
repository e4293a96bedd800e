// The acquiring area's routes (issue #9): /channel-code behind the guard, and the public scan
// URL its QR codes encode (a customer has no token).
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/app-deps';
import { registerChannelCodeRoutes } from './channel-code/channel-code-routes';
import { registerScanRoute } from './channel-code/scan-route';
import { registerAiCallRoutes } from './ai-call/routes';
import { registerNewCustomerJoinGroupRoutes } from './new-customer-join-group/routes';
import { registerTagInviteGroupRoutes } from './tag-invite-group/routes';
import { registerFissionScanRoute } from './fission-add-fans/fission-scan-route';
import { registerFissionAddFansRoutes } from './fission-add-fans/routes';

export function registerAcquiringArea(app: FastifyInstance, deps: RouteDeps): void {
  registerChannelCodeRoutes(app, deps);
  registerAiCallRoutes(app, deps);
  registerNewCustomerJoinGroupRoutes(app, deps);
  registerTagInviteGroupRoutes(app, deps);
  registerFissionAddFansRoutes(app, deps);
}

export function registerAcquiringPublicRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerScanRoute(app, deps);
  registerFissionScanRoute(app, deps);
}
