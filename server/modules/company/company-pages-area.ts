// issue #22: the company area's pages built as slices (/performance-rule, /performance-order).
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/app-deps';
import { registerPerformanceOrderRoutes } from './performance-order/order-routes';
import { registerPerformanceRuleRoutes } from './performance-rule/rule-routes';
import { registerOrderAutoBindRoutes } from './order-auto-bind/routes';

export function registerCompanyPagesArea(app: FastifyInstance, deps: RouteDeps): void {
  registerPerformanceRuleRoutes(app, deps);
  registerPerformanceOrderRoutes(app, deps);
  registerOrderAutoBindRoutes(app, deps);
}
