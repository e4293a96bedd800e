// issue #14 /role-manage endpoints (contract/setting/role-manage.ts). Every query is scoped by
// the verified token's tenant; ids in paths and bodies are looked up inside that tenant only.
import type { FastifyInstance } from 'fastify';
import {
  assignUserRole,
  consoleUserList,
  createConsoleUser,
  createRole,
  deleteRole,
  removeConsoleUser,
  resetUserPassword,
  roleAuditList,
  roleList,
  setUserStatus,
  updateRole,
} from '../../../../contract/setting/role-manage';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listAudit } from './audit-trail';
import type { Actor } from './audit-trail';
import * as roleStore from './role-store';
import * as userStore from './user-store';

export function registerRoleManageRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const actorOf = (auth: { tenantId: string; userId: number }): Actor => ({
    tenantId: auth.tenantId,
    userId: auth.userId,
    now: new Date(deps.now()),
  });

  registerEndpoint(app, roleList, ({ tenantId }) => roleStore.listRoles(db, tenantId));
  registerEndpoint(app, createRole, ({ auth, body }) =>
    roleStore.createRole(db, actorOf(auth), body),
  );
  registerEndpoint(app, updateRole, ({ auth, params, body }) =>
    roleStore.updateRole(db, actorOf(auth), params.id, body),
  );
  registerEndpoint(app, deleteRole, ({ auth, params }) =>
    roleStore.deleteRole(db, actorOf(auth), params.id),
  );

  registerEndpoint(app, consoleUserList, ({ tenantId, userId, query }) =>
    userStore.listUsers(db, tenantId, userId, query),
  );
  registerEndpoint(app, createConsoleUser, ({ auth, body }) =>
    userStore.createUser(db, actorOf(auth), body),
  );
  registerEndpoint(app, assignUserRole, ({ auth, params, body }) =>
    userStore.assignRole(db, actorOf(auth), params.id, body.role_id),
  );
  registerEndpoint(app, setUserStatus, ({ auth, params, body }) =>
    userStore.setUserEnabled(db, actorOf(auth), params.id, body.enabled),
  );
  registerEndpoint(app, resetUserPassword, ({ auth, params }) =>
    userStore.resetPassword(db, actorOf(auth), params.id),
  );
  registerEndpoint(app, removeConsoleUser, ({ auth, params }) =>
    userStore.removeUser(db, actorOf(auth), params.id),
  );

  registerEndpoint(app, roleAuditList, ({ tenantId, query }) => listAudit(db, tenantId, query));
}
