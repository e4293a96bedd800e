// issue #16: the welcome pages' routes (/welcome, /group-welcome) behind the guard.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/app-deps';
import { registerGroupWelcomeRoutes } from './group-welcome/group-welcome-routes';
import { registerWelcomeRoutes } from './welcome/welcome-routes';

export function registerAcquiringWelcomeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerWelcomeRoutes(app, deps);
  registerGroupWelcomeRoutes(app, deps);
}
