// issue #17 /reach-strategy: the hub's read (moves sends forward first, as the pages do).
import type { FastifyInstance } from 'fastify';
import { reachOverview as overviewEndpoint } from '../../../../contract/reach/reach-strategy';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { createMassSendPlatform } from '../../../platform/mass-send-adapter';
import { advanceSends } from '../mass-send/deliver-sends';
import { reachOverview } from './reach-overview';

export function registerReachStrategyRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const platform = createMassSendPlatform(deps.db, deps.dbKind);
  registerEndpoint(app, overviewEndpoint, async ({ tenantId }) => {
    const now = new Date(deps.now());
    await advanceSends(deps.db, platform, tenantId, now);
    return reachOverview(deps.db, platform, tenantId, now);
  });
}
