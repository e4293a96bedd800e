// /tag-invite-group 标签拉群: handlers registered against the declarations of
// contract/acquiring/tag-invite-group.ts (the guard checks each one's permission first), and
// the task's jobs on the one runner. A detail read also syncs the employees' confirmations.
import type { FastifyInstance } from 'fastify';
import {
  tagInviteCreate,
  tagInviteDelete,
  tagInviteDetail,
  tagInviteGroupList,
  tagInviteGroupOptions,
  tagInvitePreview,
  tagInviteRecipients,
  tagInviteRemind,
} from '../../../../contract/acquiring/tag-invite-group';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { createMassSendPlatform } from '../../../platform/mass-send-adapter';
import { groupOptions } from '../new-customer-join-group/rule-store';
import { createTask, previewTask, remindTask, taskDetail, taskRecipients } from './invite-commands';
import { defineInviteJobs, syncTask } from './invite-jobs';
import { deleteTask, listTasks } from './invite-store';

export function registerTagInviteGroupRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  const platform = createMassSendPlatform(db, deps.dbKind);
  defineInviteJobs(deps, platform);
  registerEndpoint(app, tagInviteGroupList, ({ tenantId, query }) =>
    listTasks(db, tenantId, query),
  );
  registerEndpoint(app, tagInviteGroupOptions, ({ tenantId }) => groupOptions(db, tenantId));
  registerEndpoint(app, tagInviteDetail, async ({ tenantId, params }) => {
    await syncTask(db, platform, tenantId, params.id, now());
    return taskDetail(db, tenantId, params.id);
  });
  registerEndpoint(app, tagInvitePreview, ({ tenantId, body }) => previewTask(db, tenantId, body));
  registerEndpoint(app, tagInviteCreate, ({ tenantId, body }) =>
    createTask(deps, tenantId, body, now()),
  );
  registerEndpoint(app, tagInviteDelete, ({ tenantId, params }) =>
    deleteTask(db, tenantId, params.id),
  );
  registerEndpoint(app, tagInviteRecipients, ({ tenantId, params, query }) =>
    taskRecipients(db, tenantId, params.id, query),
  );
  registerEndpoint(app, tagInviteRemind, ({ tenantId, params }) =>
    remindTask(deps, tenantId, params.id, now()),
  );
}
