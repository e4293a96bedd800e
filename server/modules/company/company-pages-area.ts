// issue #22: the company area's pages built as slices (/performance-rule, /performance-order).
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/app-deps';
import { registerPerformanceOrderRoutes } from './performance-order/order-routes';
import { registerPerformanceRuleRoutes } from './performance-rule/rule-routes';
import { registerChatRecordsRoutes } from './chat-records/routes';
import { registerChatDataRoutes } from './chat-data/routes';
import { registerOrderAutoBindRoutes } from './order-auto-bind/routes';

export function registerCompanyPagesArea(app: FastifyInstance, deps: RouteDeps): void {
  registerPerformanceRuleRoutes(app, deps);
  registerPerformanceOrderRoutes(app, deps);
  registerChatRecordsRoutes(app, deps);
  registerChatDataRoutes(app, deps);
  registerOrderAutoBindRoutes(app, deps);
}
