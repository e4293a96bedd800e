// issue #20: the material area's slices behind the guard (registered from app.ts), and the
// customer-facing radar open page outside it.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/app-deps';
import { registerMaterialGoodsRoutes } from './material-goods/routes';
import { registerSuperRadarPublicRoutes, registerSuperRadarRoutes } from './super-radar/routes';

export function registerMaterialArea(app: FastifyInstance, deps: RouteDeps): void {
  registerMaterialGoodsRoutes(app, deps);
  registerSuperRadarRoutes(app, deps);
}

export function registerMaterialPublicRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerSuperRadarPublicRoutes(app, deps);
}
