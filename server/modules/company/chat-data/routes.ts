// /chat-data 会话数据 (issue #22): handlers registered against the declarations of
// contract/company/chat-data.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { chatDataEmployees, chatDataReport } from '../../../../contract/company/chat-data';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { chatDataByEmployee, chatDataTotals } from './chat-figures';

export function registerChatDataRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, chatDataReport, ({ tenantId, query }) =>
    chatDataTotals(deps.db, tenantId, query),
  );
  registerEndpoint(app, chatDataEmployees, ({ tenantId, query }) =>
    chatDataByEmployee(deps.db, tenantId, query),
  );
}
