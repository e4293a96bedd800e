// issue #20: the marketing area's slices behind the guard (registered from app.ts).
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/app-deps';
import { registerAdmpStrategyRoutes } from './admp-strategy/routes';
import { registerAdmpTagRoutes } from './admp-tag/routes';
import { registerLandingRoutes } from './marketing/game/landing-route';
import { registerMarketingRoutes } from './marketing/routes';
import { registerOperationCalendarRoutes } from './operation-calendar/routes';
import { registerOperationPlanRoutes } from './operation-plan/routes';
import { registerMarketingStrategyRoutes } from './marketing-strategy/routes';

export function registerMarketingArea(app: FastifyInstance, deps: RouteDeps): void {
  registerAdmpStrategyRoutes(app, deps);
  registerAdmpTagRoutes(app, deps);
  registerMarketingRoutes(app, deps);
  registerOperationPlanRoutes(app, deps);
  registerMarketingStrategyRoutes(app, deps);
  registerOperationCalendarRoutes(app, deps);
}

/** issue #20: the public landing page of lottery / check-in campaigns (/s/l/<token>). */
export async function registerMarketingPublicRoutes(app: FastifyInstance, deps: RouteDeps) {
  await registerLandingRoutes(app, deps);
}
