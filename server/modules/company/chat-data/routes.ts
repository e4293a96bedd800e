// /chat-data 会话数据: handlers registered against the declarations of
// contract/company/chat-data.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { chatDataList } from '../../../../contract/company/chat-data';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listChatData } from './chat-data-store';

export function registerChatDataRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, chatDataList, ({ tenantId, query }) =>
    listChatData(deps.db, tenantId, query),
  );
}
