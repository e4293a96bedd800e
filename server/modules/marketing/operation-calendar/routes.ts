// issue #20 /operation-plan 日历: handlers registered against
// contract/marketing/operation-calendar.ts (the page's own permission code).
import type { FastifyInstance } from 'fastify';
import { calendarList, calendarMove } from '../../../../contract/marketing/operation-calendar';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listCalendar } from './calendar-list';
import { moveOperation } from './calendar-move';

export function registerOperationCalendarRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, calendarList, ({ tenantId, query }) =>
    listCalendar(deps.db, tenantId, query, new Date(deps.now())),
  );
  registerEndpoint(app, calendarMove, ({ tenantId, userId, body }) =>
    moveOperation(deps, tenantId, userId, body),
  );
}
