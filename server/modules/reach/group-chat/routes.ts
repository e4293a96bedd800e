// issue #17 /group-chat: the mass-send handlers for customer groups (the owner confirms).
import type { FastifyInstance } from 'fastify';
import { groupChatEndpoints } from '../../../../contract/reach/group-chat';
import type { RouteDeps } from '../../../http/app-deps';
import { registerMassSendRoutes } from '../mass-send/mass-send-routes';

export function registerGroupChatRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerMassSendRoutes(app, deps, 'group', groupChatEndpoints);
}
