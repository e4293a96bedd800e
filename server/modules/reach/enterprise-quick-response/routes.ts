// issue #18 /enterprise-quick-response 企业话术: handlers registered against the declarations of
// contract/reach/enterprise-quick-response.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import {
  quickReplyCreate,
  quickReplyDelete,
  quickReplyForEmployee,
  quickReplyGroupCreate,
  quickReplyGroupDelete,
  quickReplyGroupTree,
  quickReplyGroupUpdate,
  quickReplyImport,
  quickReplyList,
  quickReplyMove,
  quickReplyRecordUse,
  quickReplyUpdate,
  quickReplyUsage,
} from '../../../../contract/reach/enterprise-quick-response';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import {
  createReply,
  deleteReply,
  findReply,
  moveReply,
  recordReplyUse,
  repliesForEmployee,
  replyNotFound,
  updateReply,
} from './quick-reply-commands';
import { createGroup, deleteGroup, groupTree, updateGroup } from './quick-reply-groups';
import { importReplies } from './quick-reply-import';
import { listReplies, replyUsage } from './quick-reply-queries';

export function registerEnterpriseQuickResponseRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  registerEndpoint(app, quickReplyGroupTree, ({ tenantId }) => groupTree(db, tenantId));
  registerEndpoint(app, quickReplyGroupCreate, ({ tenantId, body }) =>
    createGroup(db, tenantId, body, now()),
  );
  registerEndpoint(app, quickReplyGroupUpdate, ({ tenantId, params, body }) =>
    updateGroup(db, tenantId, params.id, body, now()),
  );
  registerEndpoint(app, quickReplyGroupDelete, ({ tenantId, params }) =>
    deleteGroup(db, tenantId, params.id),
  );
  registerEndpoint(app, quickReplyList, ({ tenantId, query }) =>
    listReplies(db, tenantId, query, now()),
  );
  registerEndpoint(app, quickReplyCreate, ({ tenantId, userId, body }) =>
    createReply(db, tenantId, userId, body, now()),
  );
  registerEndpoint(app, quickReplyUpdate, ({ tenantId, params, body }) =>
    updateReply(db, tenantId, params.id, body, now()),
  );
  registerEndpoint(app, quickReplyDelete, ({ tenantId, params }) =>
    deleteReply(db, tenantId, params.id),
  );
  registerEndpoint(app, quickReplyMove, ({ tenantId, params, body }) =>
    moveReply(db, tenantId, params.id, body.direction),
  );
  registerEndpoint(app, quickReplyUsage, async ({ tenantId, params }) => {
    const reply = await findReply(db, tenantId, params.id);
    if (!reply) throw replyNotFound();
    return replyUsage(db, tenantId, reply.id, reply.sendCount, now());
  });
  registerEndpoint(app, quickReplyImport, ({ tenantId, userId, body }) =>
    importReplies(db, tenantId, userId, body, now()),
  );
  registerEndpoint(app, quickReplyForEmployee, ({ tenantId, query }) =>
    repliesForEmployee(db, tenantId, query.employee_id),
  );
  registerEndpoint(app, quickReplyRecordUse, ({ tenantId, params, body }) =>
    recordReplyUse(db, tenantId, params.id, body.employee_id, now()),
  );
}
