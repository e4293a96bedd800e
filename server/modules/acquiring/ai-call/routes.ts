// /ai-call 导入表格加粉: handlers registered against the declarations of
// contract/acquiring/ai-call.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { aiCallList } from '../../../../contract/acquiring/ai-call';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listAiCall } from './ai-call-store';

export function registerAiCallRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, aiCallList, ({ tenantId, query }) => listAiCall(deps.db, tenantId, query));
}
