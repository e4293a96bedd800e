// issue #32 finding 2: what a role manager may touch. A user grants only codes they hold
// (through a role's codes or by giving someone a role), never edits or assigns their own role
// or changes their own account here, and only a super admin creates, edits, disables, resets
// or removes a super admin. The built-in role holds every code, so a super admin passes the
// code check; the last enabled super admin is kept by super-admin-rule.ts.
// issue #41: the same holds for action rights and the data scope — a manager grants only the
// actions they hold and no scope wider than their own.
import { and, eq } from 'drizzle-orm';
import { isActionRight, isDataScope, scopeWithin } from '../../../../contract/action-rights';
import type { ActionRight, DataScopeKind } from '../../../../contract/action-rights';
import { ROLE_ERROR_CODES } from '../../../../contract/setting/role-manage';
import type { Database } from '../../../db/database';
import { memberships, roles } from '../../../db/schema/identity';
import { BusinessError } from '../../../http/http-errors';
import type { Actor } from './audit-trail';

export interface Manager extends Actor {
  readonly roleId: number;
  readonly superAdmin: boolean;
  /** The codes of the manager's roles, read with the request (the guard's own reading). */
  readonly codes: readonly string[];
  /** issue #41: the manager's action rights and widest data scope (the guard's reading). */
  readonly actions: readonly ActionRight[];
  readonly scope: DataScopeKind;
}

/** What a role or a member's role grants (a row's text columns are checked here). */
export interface Grant {
  readonly codes: readonly string[];
  readonly actions?: readonly string[];
  readonly scope?: string;
}

export async function loadManager(
  db: Database,
  auth: {
    tenantId: string;
    userId: number;
    codes: readonly string[];
    actions: readonly ActionRight[];
    scope: { all: true } | { all: false; kind: DataScopeKind };
  },
  now: Date,
): Promise<Manager> {
  const [row] = await db
    .select({ roleId: roles.id, builtIn: roles.builtIn })
    .from(memberships)
    .innerJoin(
      roles,
      and(eq(roles.tenantId, memberships.tenantId), eq(roles.id, memberships.roleId)),
    )
    .where(and(eq(memberships.tenantId, auth.tenantId), eq(memberships.userId, auth.userId)));
  return {
    tenantId: auth.tenantId,
    userId: auth.userId,
    now,
    roleId: row?.roleId ?? 0,
    superAdmin: row?.builtIn === true,
    codes: auth.codes,
    actions: auth.actions,
    scope: auth.scope.all ? 'all' : auth.scope.kind,
  };
}

const SUPER_ADMIN_ONLY = '只有超级管理员可以创建、编辑、停用、重置或移除超级管理员';

/**
 * Every code and action in `grant` must be one the manager holds, and its data scope no
 * wider than the manager's (issue #32 finding 2, extended by issue #41).
 */
export function assertCanGrant(manager: Manager, grant: Grant): void {
  if (manager.superAdmin) return;
  const held = new Set(manager.codes);
  if (grant.codes.some((code) => !held.has(code))) {
    throw new BusinessError(ROLE_ERROR_CODES.grantBeyondOwn, '只能授予自己拥有的权限');
  }
  const actions = grant.actions ?? [];
  if (actions.some((action) => !isActionRight(action) || !manager.actions.includes(action))) {
    throw new BusinessError(ROLE_ERROR_CODES.grantBeyondOwn, '只能授予自己拥有的操作权限');
  }
  const scope = grant.scope ?? 'self';
  if (!isDataScope(scope) || !scopeWithin(scope, manager.scope)) {
    throw new BusinessError(ROLE_ERROR_CODES.grantBeyondOwn, '不能授予比自己更大的数据范围');
  }
}

/** A role the manager creates a member in, assigns, edits or deletes. */
export function assertCanUseRole(
  manager: Manager,
  role: { id: number; builtIn: boolean } & Grant,
): void {
  if (role.builtIn && !manager.superAdmin) {
    throw new BusinessError(ROLE_ERROR_CODES.superAdminOnly, SUPER_ADMIN_ONLY);
  }
  assertCanGrant(manager, role);
}

/** Editing or deleting a role: never the manager's own. */
export function assertNotOwnRole(manager: Manager, roleId: number): void {
  if (roleId === manager.roleId) {
    throw new BusinessError(ROLE_ERROR_CODES.ownRole, '不能编辑或删除自己所属的角色');
  }
}

/** A member the manager changes (role, status, password, removal): never themselves. */
export function assertCanManageMember(
  manager: Manager,
  member: {
    id: number;
    roleBuiltIn: boolean;
    roleCodes: readonly string[];
    roleActions: readonly string[];
    roleScope: string;
  },
  selfMessage: string,
): void {
  if (member.id === manager.userId) throw new BusinessError(ROLE_ERROR_CODES.self, selfMessage);
  if (member.roleBuiltIn && !manager.superAdmin) {
    throw new BusinessError(ROLE_ERROR_CODES.superAdminOnly, SUPER_ADMIN_ONLY);
  }
  // Resetting the password of a member with more codes would hand the manager that member.
  assertCanGrant(manager, {
    codes: member.roleCodes,
    actions: member.roleActions,
    scope: member.roleScope,
  });
}
