// issue #14 /role-manage endpoints (contract/setting/role-manage.ts). Every query is scoped by
// the verified token's tenant; ids in paths and bodies are looked up inside that tenant only.
import type { FastifyInstance } from 'fastify';
import {
  assignUserRole,
  consoleUserList,
  createConsoleUser,
  createRole,
  deleteRole,
  linkUserEmployee,
  removeConsoleUser,
  resetUserPassword,
  roleAuditList,
  roleList,
  setUserStatus,
  updateRole,
} from '../../../../contract/setting/role-manage';
import {
  linkUserWecom,
  unlinkUserWecom,
  wecomLinkList,
  wecomMemberOptions,
} from '../../../../contract/setting/role-manage-wecom';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import type { RequestAuth } from '../../../http/auth/request-auth';
import { BusinessError } from '../../../http/http-errors';
import { listAudit, writeAudit } from './audit-trail';
import { loadManager } from './manager-rules';
import { linkEmployee } from './member-employee';
import * as memberWecom from './member-wecom';
import type { Manager } from './manager-rules';
import * as roleStore from './role-store';
import * as userStore from './user-store';

export function registerRoleManageRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  /**
   * Runs a change as the verified user (issue #32 finding 2): a business refusal is written
   * to the audit trail with what was attempted, then answered as usual.
   */
  const asManager = async <T>(
    auth: RequestAuth,
    attempt: string,
    change: (manager: Manager) => Promise<T>,
  ): Promise<T> => {
    const manager = await loadManager(db, auth, new Date(deps.now()));
    try {
      return await change(manager);
    } catch (error) {
      if (error instanceof BusinessError) {
        await writeAudit(db, manager, {
          action: 'refused',
          targetName: attempt,
          detail: error.message,
        });
      }
      throw error;
    }
  };

  registerEndpoint(app, roleList, ({ tenantId }) => roleStore.listRoles(db, tenantId));
  registerEndpoint(app, createRole, ({ auth, body }) =>
    asManager(auth, `新建角色 ${body.name}`, (manager) => roleStore.createRole(db, manager, body)),
  );
  registerEndpoint(app, updateRole, ({ auth, params, body }) =>
    asManager(auth, `编辑角色 #${params.id}`, (manager) =>
      roleStore.updateRole(db, manager, params.id, body),
    ),
  );
  registerEndpoint(app, deleteRole, ({ auth, params }) =>
    asManager(auth, `删除角色 #${params.id}`, (manager) =>
      roleStore.deleteRole(db, manager, params.id),
    ),
  );

  registerEndpoint(app, consoleUserList, ({ tenantId, userId, query }) =>
    userStore.listUsers(db, tenantId, userId, query),
  );
  registerEndpoint(app, createConsoleUser, ({ auth, body }) =>
    asManager(auth, `添加成员 ${body.account}`, (manager) =>
      userStore.createUser(db, manager, body),
    ),
  );
  registerEndpoint(app, assignUserRole, ({ auth, params, body }) =>
    asManager(auth, `分配角色 成员#${params.id} → 角色#${body.role_id}`, (manager) =>
      userStore.assignRole(db, manager, params.id, body),
    ),
  );
  registerEndpoint(app, linkUserEmployee, ({ auth, params, body }) =>
    asManager(auth, `关联员工 成员#${params.id}`, (manager) =>
      linkEmployee(db, manager, params.id, body.employee_id),
    ),
  );
  // issue #40: the WeCom member a console account signs in as (关联企业微信成员).
  registerEndpoint(app, wecomLinkList, ({ tenantId }) => memberWecom.listWecomLinks(db, tenantId));
  registerEndpoint(app, wecomMemberOptions, ({ tenantId, query }) =>
    memberWecom.listWecomMemberOptions(db, tenantId, query.keyword),
  );
  registerEndpoint(app, linkUserWecom, ({ auth, params, body }) =>
    asManager(auth, `关联企业微信成员 成员#${params.id}`, (manager) =>
      memberWecom.linkWecomMember(db, manager, params.id, body.wecom_user_id),
    ),
  );
  registerEndpoint(app, unlinkUserWecom, ({ auth, params }) =>
    asManager(auth, `解除企业微信关联 成员#${params.id}`, (manager) =>
      memberWecom.unlinkWecomMember(db, manager, params.id),
    ),
  );
  registerEndpoint(app, setUserStatus, ({ auth, params, body }) =>
    asManager(auth, `${body.enabled ? '启用' : '停用'}成员 #${params.id}`, (manager) =>
      userStore.setUserEnabled(db, manager, params.id, body.enabled),
    ),
  );
  registerEndpoint(app, resetUserPassword, ({ auth, params }) =>
    asManager(auth, `重置密码 成员#${params.id}`, (manager) =>
      userStore.resetPassword(db, manager, params.id),
    ),
  );
  registerEndpoint(app, removeConsoleUser, ({ auth, params }) =>
    asManager(auth, `移除成员 #${params.id}`, (manager) =>
      userStore.removeUser(db, manager, params.id),
    ),
  );

  registerEndpoint(app, roleAuditList, ({ tenantId, query }) => listAudit(db, tenantId, query));
}
