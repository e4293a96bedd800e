// issue #18 /chat-sop 私聊SOP: the SOP handlers for customers (shared domain in ../sop).
import type { FastifyInstance } from 'fastify';
import { chatSopEndpoints } from '../../../../contract/reach/chat-sop';
import { SOP_KIND_CODES } from '../../../../contract/reach/sop';
import type { RouteDeps } from '../../../http/app-deps';
import { registerSopRoutes } from '../sop/sop-routes';

export function registerChatSopRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerSopRoutes(app, deps, SOP_KIND_CODES.customer, chatSopEndpoints);
}
