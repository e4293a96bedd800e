// issue #9 /tag-manage routes, registered against contract/customer/tag-manage.ts (issue #12).
// The groups are a picker's read (any signed-in member); writes need the tag-manage code. Ids
// in paths are looked up within the token's tenant only.
import type { FastifyInstance } from 'fastify';
import * as endpoints from '../../../../contract/customer/tag-manage';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { createPlatformAdapter } from '../../../platform/adapter';
import {
  addTags,
  createTagGroup,
  deleteTag,
  deleteTagGroup,
  renameTag,
  renameTagGroup,
  reorder,
} from './tag-commands';
import { listTagGroups } from './tag-queries';
import { syncTags } from './tag-sync';

export function registerTagRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const adapter = createPlatformAdapter(db);

  registerEndpoint(app, endpoints.tagGroupList, ({ tenantId, query }) =>
    listTagGroups(db, tenantId, { withCounts: query.counts === 'true' }),
  );
  registerEndpoint(app, endpoints.createTagGroup, ({ tenantId, body }) =>
    createTagGroup(db, adapter, tenantId, body),
  );
  registerEndpoint(app, endpoints.reorderTagGroups, ({ tenantId, body }) =>
    reorder(db, adapter, tenantId, body.ids),
  );
  registerEndpoint(app, endpoints.renameTagGroup, ({ tenantId, params, body }) =>
    renameTagGroup(db, adapter, tenantId, params.id, body.name),
  );
  registerEndpoint(app, endpoints.deleteTagGroup, ({ tenantId, params }) =>
    deleteTagGroup(db, adapter, tenantId, params.id),
  );
  registerEndpoint(app, endpoints.addTags, ({ tenantId, params, body }) =>
    addTags(db, adapter, tenantId, params.id, body.names),
  );
  registerEndpoint(app, endpoints.reorderTags, ({ tenantId, params, body }) =>
    reorder(db, adapter, tenantId, body.ids, params.id),
  );
  registerEndpoint(app, endpoints.syncTags, ({ tenantId }) =>
    syncTags(db, adapter, tenantId, new Date(deps.now())),
  );
  registerEndpoint(app, endpoints.renameTag, ({ tenantId, params, body }) =>
    renameTag(db, adapter, tenantId, params.id, body.name),
  );
  registerEndpoint(app, endpoints.deleteTag, ({ tenantId, params }) =>
    deleteTag(db, adapter, tenantId, params.id),
  );
}
