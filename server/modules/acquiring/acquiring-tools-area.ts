// issue #15: the acquiring tools' routes — lock codes, shunt codes, group codes, short links
// and /strategy behind the guard, and their public customer URLs (/s/k/, /s/s/, /s/g/, /l/)
// outside it, each rate-limited per source.
import type { FastifyInstance } from 'fastify';
import { strategyDashboard as strategyEndpoint } from '../../../contract/acquiring/strategy';
import type { RouteDeps } from '../../http/app-deps';
import { registerEndpoint } from '../../http/endpoint-routes';
import { registerGroupCodeRoutes, registerGroupScanRoute } from './group-code/group-routes';
import { registerLockCodeRoutes, registerLockScanRoute } from './lock-code/lock-routes';
import {
  registerShortChainRoutes,
  registerShortLinkPublicRoute,
} from './short-chain/short-chain-routes';
import { registerShuntCodeRoutes, registerShuntScanRoute } from './shunt-code/shunt-routes';
import { strategyDashboard } from './strategy/strategy-dashboard';

export function registerAcquiringToolRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerLockCodeRoutes(app, deps);
  registerShuntCodeRoutes(app, deps);
  registerGroupCodeRoutes(app, deps);
  registerShortChainRoutes(app, deps);
  registerEndpoint(app, strategyEndpoint, ({ tenantId }) =>
    strategyDashboard(deps.db, tenantId, new Date(deps.now())),
  );
}

export async function registerAcquiringToolPublicRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
): Promise<void> {
  await registerLockScanRoute(app, deps);
  await registerShuntScanRoute(app, deps);
  await registerGroupScanRoute(app, deps);
  await registerShortLinkPublicRoute(app, deps);
}
