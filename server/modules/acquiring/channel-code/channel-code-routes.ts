// issue #9 /channel-code: groups, the list, one code, create / edit / copy / delete / move,
// and the statistics, registered against contract/acquiring/channel-code.ts (issue #12). All
// need the page's code and read only the token's tenant.
import type { FastifyInstance } from 'fastify';
import * as endpoints from '../../../../contract/acquiring/channel-code';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { createPlatformAdapter } from '../../../platform/adapter';
import {
  codeNotFound,
  copyCode,
  createCode,
  deleteCode,
  moveCodes,
  updateCode,
} from './channel-code-commands';
import { createGroup, deleteGroup, listGroups, renameGroup } from './channel-code-groups';
import { channelCodeDetail, findCode, listChannelCodes } from './channel-code-queries';
import { channelCodeStatistics } from './channel-code-statistics';

export function registerChannelCodeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const adapter = createPlatformAdapter(db);
  const now = () => new Date(deps.now());

  registerEndpoint(app, endpoints.channelCodeGroupList, ({ tenantId }) => listGroups(db, tenantId));
  registerEndpoint(app, endpoints.createChannelCodeGroup, ({ tenantId, body }) =>
    createGroup(db, tenantId, body.name),
  );
  registerEndpoint(app, endpoints.renameChannelCodeGroup, ({ tenantId, params, body }) =>
    renameGroup(db, tenantId, params.id, body.name),
  );
  registerEndpoint(app, endpoints.deleteChannelCodeGroup, ({ tenantId, params }) =>
    deleteGroup(db, tenantId, params.id),
  );

  registerEndpoint(app, endpoints.channelCodeList, ({ tenantId, query }) =>
    listChannelCodes(db, tenantId, query, now()),
  );
  registerEndpoint(app, endpoints.createChannelCode, ({ tenantId, body }) =>
    createCode(db, adapter, tenantId, body, now()),
  );
  registerEndpoint(app, endpoints.moveChannelCodes, ({ tenantId, body }) =>
    moveCodes(db, tenantId, body.ids, body.group_id),
  );
  registerEndpoint(app, endpoints.channelCodeDetail, async ({ tenantId, params }) => {
    const detail = await channelCodeDetail(db, tenantId, params.id, now());
    if (!detail) throw codeNotFound();
    return detail;
  });
  registerEndpoint(app, endpoints.updateChannelCode, ({ tenantId, params, body }) =>
    updateCode(db, adapter, tenantId, params.id, body, now()),
  );
  registerEndpoint(app, endpoints.copyChannelCode, ({ tenantId, params }) =>
    copyCode(db, adapter, tenantId, params.id, now()),
  );
  registerEndpoint(app, endpoints.deleteChannelCode, ({ tenantId, params }) =>
    deleteCode(db, adapter, tenantId, params.id),
  );
  registerEndpoint(app, endpoints.channelCodeStatistics, async ({ tenantId, params, query }) => {
    if (!(await findCode(db, tenantId, params.id))) throw codeNotFound();
    return channelCodeStatistics(db, tenantId, params.id, query);
  });
}
