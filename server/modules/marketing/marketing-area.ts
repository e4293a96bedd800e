// issue #20: the marketing area's slices behind the guard (registered from app.ts).
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/app-deps';
import { registerAdmpStrategyRoutes } from './admp-strategy/routes';
import { registerAdmpTagRoutes } from './admp-tag/routes';

export function registerMarketingArea(app: FastifyInstance, deps: RouteDeps): void {
  registerAdmpStrategyRoutes(app, deps);
  registerAdmpTagRoutes(app, deps);
}
