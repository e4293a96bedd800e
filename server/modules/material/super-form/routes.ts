// issue #7: the console API of super forms, registered inside the guarded scope of app.ts.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../../http/app-deps';
import { registerCustomerLinkRoute } from './customer-link-route';
import { registerFormRoutes } from './form-routes';
import { registerRecordRoutes } from './record-routes';

export function registerSuperformRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerFormRoutes(app, deps);
  registerRecordRoutes(app, deps);
  registerCustomerLinkRoute(app, deps);
}
