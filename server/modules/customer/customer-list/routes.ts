// The customers area's routes (issue #9): /customer-list and /tag-manage, behind the guard.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../../http/app-deps';
import { registerCustomerRoutes } from './customer-routes';
import { registerTagRoutes } from '../tag-manage/tag-routes';

export function registerCustomersArea(app: FastifyInstance, deps: RouteDeps): void {
  registerCustomerRoutes(app, deps);
  registerTagRoutes(app, deps);
}
