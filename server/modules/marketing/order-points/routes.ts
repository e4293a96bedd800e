// The member area's routes (issue #8): every /scrm/v1/member call of spec §7 behind the guard,
// plus the sandbox shop platform's API while the adapter is the sandbox.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../../http/app-deps';
import { registerIsOpenMarketRoute } from './is-open-market-route';
import { registerMemberRoutes } from './member-routes';
import { registerPointsRoutes } from './points-routes';
import { registerRuleRoutes } from './rule-routes';
import { registerSandboxShopRoutes } from './sandbox-shop-routes';

export function registerMemberArea(scope: FastifyInstance, deps: RouteDeps): void {
  registerIsOpenMarketRoute(scope, deps);
  registerRuleRoutes(scope, deps);
  registerMemberRoutes(scope, deps);
  registerPointsRoutes(scope, deps);
  registerSandboxShopRoutes(scope, deps);
}
