// issue #20: the material area's slices behind the guard (registered from app.ts), and the
// customer-facing radar open page outside it.
import type { FastifyInstance } from 'fastify';
import { materialOverview as overviewEndpoint } from '../../../contract/material/material-strategy';
import type { RouteDeps } from '../../http/app-deps';
import { registerEndpoint } from '../../http/endpoint-routes';
import { registerMaterialGoodsRoutes } from './material-goods/routes';
import { materialOverview } from './material-strategy/material-overview';
import { registerSuperRadarPublicRoutes, registerSuperRadarRoutes } from './super-radar/routes';

export function registerMaterialArea(app: FastifyInstance, deps: RouteDeps): void {
  registerMaterialGoodsRoutes(app, deps);
  registerSuperRadarRoutes(app, deps);
  registerEndpoint(app, overviewEndpoint, ({ tenantId }) =>
    materialOverview(deps.db, tenantId, new Date(deps.now())),
  );
}

export function registerMaterialPublicRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerSuperRadarPublicRoutes(app, deps);
}
