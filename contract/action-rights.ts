// issue #41 "Action rights" and "Data scope": seeing a page is one right; exporting,
// deleting, sending to customers and changing settings are rights of their own, declared on
// the endpoint beside its page permission (`action`), held by a role beside its page codes,
// and checked by the server's guard (403) and the console's `useCan`. A role also carries a
// data scope: 本人 (the customers, groups and records of the user's own employee), 本部门
// (their department and its sub-departments) or 全部. See docs/permissions.md.

export const ACTION_RIGHTS = ['export', 'delete', 'send', 'settings'] as const;
export type ActionRight = (typeof ACTION_RIGHTS)[number];

export const ACTION_LABELS: Record<ActionRight, string> = {
  export: '导出',
  delete: '删除',
  send: '群发与发送',
  settings: '修改设置',
};

/** What the guard answers (403) and the console says beside a control it disables. */
export const ACTION_REFUSALS: Record<ActionRight, string> = {
  export: '当前角色没有导出权限，请联系管理员',
  delete: '当前角色没有删除权限，请联系管理员',
  send: '当前角色没有群发与发送权限，请联系管理员',
  settings: '当前角色没有修改设置的权限，请联系管理员',
};

export const DATA_SCOPES = ['self', 'department', 'all'] as const;
export type DataScopeKind = (typeof DATA_SCOPES)[number];

export const DATA_SCOPE_LABELS: Record<DataScopeKind, string> = {
  self: '本人',
  department: '本部门（含下级部门）',
  all: '全部',
};

const WIDTH: Record<DataScopeKind, number> = { self: 0, department: 1, all: 2 };

/** A user holding several roles sees the widest of their scopes (issue #41). */
export function widestScope(scopes: readonly DataScopeKind[]): DataScopeKind {
  return scopes.reduce<DataScopeKind>(
    (widest, scope) => (WIDTH[scope] > WIDTH[widest] ? scope : widest),
    'self',
  );
}

/** Whether `scope` is no wider than `held` (a manager grants only what they hold, #32). */
export function scopeWithin(scope: DataScopeKind, held: DataScopeKind): boolean {
  return WIDTH[scope] <= WIDTH[held];
}

export function isActionRight(value: unknown): value is ActionRight {
  return typeof value === 'string' && (ACTION_RIGHTS as readonly string[]).includes(value);
}

export function isDataScope(value: unknown): value is DataScopeKind {
  return typeof value === 'string' && (DATA_SCOPES as readonly string[]).includes(value);
}
