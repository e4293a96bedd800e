// issue #17 /private-chat: the mass-send handlers for customers.
import type { FastifyInstance } from 'fastify';
import { privateChatEndpoints } from '../../../../contract/reach/private-chat';
import type { RouteDeps } from '../../../http/app-deps';
import { registerMassSendRoutes } from '../mass-send/mass-send-routes';

export function registerPrivateChatRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerMassSendRoutes(app, deps, 'private', privateChatEndpoints);
}
