// /tag-invite-group 标签拉群: handlers registered against the declarations of
// contract/acquiring/tag-invite-group.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { tagInviteGroupList } from '../../../../contract/acquiring/tag-invite-group';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listTagInviteGroup } from './tag-invite-group-store';

export function registerTagInviteGroupRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, tagInviteGroupList, ({ tenantId, query }) =>
    listTagInviteGroup(deps.db, tenantId, query),
  );
}
