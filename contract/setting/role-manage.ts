// issue #14 /role-manage (spec §6, docs/domain.md §8): the tenant's roles with their page codes
// (spec §2 route table), its console users (add, assign a role, disable, reset password) and
// an audit trail of both. The built-in 超级管理员 cannot be edited or deleted, and the last
// enabled super admin cannot be removed or disabled (enforced by the server).
import { z } from 'zod';
import { ACTION_RIGHTS, DATA_SCOPES } from '../action-rights';
import type { ActionRight, DataScopeKind } from '../action-rights';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { idParams, pagingQuery, safeText } from '../fields';
import { ALL_MENU_CODES, MENU_ENTRIES, SPECIAL_PATHS } from '../menu-codes';

export const SUPER_ADMIN_ROLE = '超级管理员';

/**
 * Codes a role can be granted: every code the route table defines (issue #32 finding 10). A
 * page of the special set opens to every member, but its code still guards the writes behind
 * it (`pageCode`, e.g. the chat toolbar), so a role must be able to hold it.
 */
export const GRANTABLE_ENTRIES = MENU_ENTRIES;
const GRANTABLE_CODES = new Set(GRANTABLE_ENTRIES.map((entry) => entry.code));

/** Codes whose page every member opens anyway: granting one grants only its writes. */
export const OPEN_PAGE_CODES: readonly string[] = MENU_ENTRIES.filter((entry) =>
  SPECIAL_PATHS.includes(entry.path),
).map((entry) => entry.code);

export const ROLE_ERROR_CODES = {
  notFound: 114201,
  builtIn: 114202,
  nameTaken: 114203,
  inUse: 114204,
  accountTaken: 114205,
  lastSuperAdmin: 114206,
  userNotFound: 114207,
  sharedAccount: 114208,
  self: 114209,
  /** issue #32 finding 2: a role or member holding a code the acting user does not hold. */
  grantBeyondOwn: 114210,
  /** issue #32 finding 2: nobody edits their own role. */
  ownRole: 114211,
  /** issue #32 finding 2: only a super admin creates, edits, disables or resets one. */
  superAdminOnly: 114212,
  /** issue #41: the linked employee is not one of the tenant's. */
  employeeNotFound: 114213,
} as const;

export interface RoleRow {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly codes: readonly string[];
  /** issue #41: action rights and data scope beside the page codes. */
  readonly actions: readonly ActionRight[];
  readonly scope: DataScopeKind;
  readonly built_in: boolean;
  readonly member_count: number;
  readonly created_at: string;
}

export interface ConsoleUserRow {
  readonly id: number;
  readonly account: string;
  readonly name: string;
  readonly role_id: number;
  readonly role_name: string;
  /** issue #41: further roles (codes and actions add up, the widest scope counts). */
  readonly extra_role_ids: readonly number[];
  readonly extra_role_names: readonly string[];
  /** issue #41: the directory employee this user is (the anchor of 本人 / 本部门). */
  readonly employee_id: number | null;
  readonly employee_name: string | null;
  readonly enabled: boolean;
  readonly is_self: boolean;
  readonly joined_at: string;
}

export interface AuditRow {
  readonly id: number;
  readonly actor_name: string;
  readonly action: string;
  readonly action_label: string;
  readonly target_name: string;
  readonly detail: string;
  readonly created_at: string;
}

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  role_create: '新建角色',
  role_update: '编辑角色',
  role_delete: '删除角色',
  user_create: '添加成员',
  user_role: '分配角色',
  user_employee: '关联员工',
  user_wecom: '关联企业微信成员',
  user_disable: '停用成员',
  user_enable: '启用成员',
  user_password: '重置密码',
  user_remove: '移除成员',
  refused: '拒绝操作',
};

export const roleBody = z.strictObject({
  name: safeText('角色名称', 20, 1),
  description: safeText('角色描述', 100),
  codes: z
    .array(z.string({ error: '权限格式不正确' }), { error: '请选择权限' })
    .max(ALL_MENU_CODES.length, { error: '权限过多' })
    .refine((codes) => codes.every((code) => GRANTABLE_CODES.has(code)), {
      error: '权限不正确',
    }),
  /**
   * issue #41: the role's action rights and data scope. Omitted (an older caller): a new role
   * gets none and 本人 (the least), an edited role keeps its own.
   */
  actions: z
    .array(z.enum(ACTION_RIGHTS, { error: '操作权限不正确' }), { error: '操作权限格式不正确' })
    .max(ACTION_RIGHTS.length, { error: '操作权限过多' })
    .optional(),
  scope: z.enum(DATA_SCOPES, { error: '数据范围不正确' }).optional(),
});
export type RoleBody = z.output<typeof roleBody>;

export const accountText = z
  .string({ error: '账号格式不正确' })
  .trim()
  .min(3, { error: '账号至少3个字符' })
  .max(32, { error: '账号长度不能超过32个字符' })
  .regex(/^[A-Za-z0-9_.@-]+$/, { error: '账号只能包含字母、数字和 _ . @ -' });

export const createUserBody = z.strictObject({
  account: accountText,
  name: safeText('姓名', 20, 1),
  role_id: z.number({ error: '请选择角色' }).int({ error: '角色不正确' }).positive(),
});
export const assignRoleBody = z.strictObject({
  role_id: z.number({ error: '请选择角色' }).int({ error: '角色不正确' }).positive(),
  /** issue #41: the member's further roles; omitted: they keep the ones they have. */
  extra_role_ids: z
    .array(z.number({ error: '角色不正确' }).int({ error: '角色不正确' }).positive(), {
      error: '角色格式不正确',
    })
    .max(20, { error: '角色过多' })
    .optional(),
});
export const linkEmployeeBody = z.strictObject({
  employee_id: z
    .number({ error: '请选择员工' })
    .int({ error: '员工不正确' })
    .positive({ error: '员工不正确' })
    .nullable(),
});
export const userStatusBody = z.strictObject({
  enabled: z.boolean({ error: '状态不正确' }),
});

const base = '/scrm/v1/setting/role-manage';
// issue #41: removing a role or a member is role management (manager-rules.ts decides who may),
// not the 删除 action right of the business pages.
const permission = page('/role-manage');

export const roleList = defineEndpoint({
  method: 'GET',
  path: `${base}/roles`,
  permission,
  response: responseOf<ListData<RoleRow>>(),
});
export const createRole = defineEndpoint({
  method: 'POST',
  path: `${base}/roles`,
  permission,
  body: roleBody,
  response: responseOf<{ id: number }>(),
});
export const updateRole = defineEndpoint({
  method: 'POST',
  path: `${base}/roles/:id`,
  permission,
  params: idParams('编号'),
  body: roleBody,
  response: responseOf<{ id: number }>(),
});
export const deleteRole = defineEndpoint({
  method: 'DELETE',
  path: `${base}/roles/:id`,
  permission,
  params: idParams('编号'),
  response: responseOf<{ id: number }>(),
});

export const consoleUserList = defineEndpoint({
  method: 'GET',
  path: `${base}/users`,
  permission,
  query: z.object({ ...pagingQuery, keyword: safeText('关键词', 32).optional() }),
  response: responseOf<ListData<ConsoleUserRow>>(),
});
/** The initial password is answered once and never stored in clear. */
export const createConsoleUser = defineEndpoint({
  method: 'POST',
  path: `${base}/users`,
  permission,
  body: createUserBody,
  response: responseOf<{ id: number; password: string }>(),
});
export const assignUserRole = defineEndpoint({
  method: 'POST',
  path: `${base}/users/:id/role`,
  permission,
  params: idParams('编号'),
  body: assignRoleBody,
  response: responseOf<{ id: number }>(),
});
/** issue #41: which directory employee the console user is (null: none). */
export const linkUserEmployee = defineEndpoint({
  method: 'POST',
  path: `${base}/users/:id/employee`,
  permission,
  params: idParams('编号'),
  body: linkEmployeeBody,
  response: responseOf<{ id: number }>(),
});
export const setUserStatus = defineEndpoint({
  method: 'POST',
  path: `${base}/users/:id/status`,
  permission,
  params: idParams('编号'),
  body: userStatusBody,
  response: responseOf<{ id: number }>(),
});
export const resetUserPassword = defineEndpoint({
  method: 'POST',
  path: `${base}/users/:id/reset-password`,
  permission,
  params: idParams('编号'),
  response: responseOf<{ id: number; password: string }>(),
});
export const removeConsoleUser = defineEndpoint({
  method: 'DELETE',
  path: `${base}/users/:id`,
  permission,
  params: idParams('编号'),
  response: responseOf<{ id: number }>(),
});

export const roleAuditList = defineEndpoint({
  method: 'GET',
  path: `${base}/audit`,
  permission,
  query: z.object({ ...pagingQuery }),
  response: responseOf<ListData<AuditRow>>(),
});

/** The older spec §6 read of the tenant's roles (id, name, codes), kept for its callers. */
export const legacyRoleList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/setting/role/list',
  permission,
  response: responseOf<ListData<Pick<RoleRow, 'id' | 'name' | 'codes'>>>(),
});
