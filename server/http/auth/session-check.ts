// issue #24 "Load without errors": the guard's facts about a token — is its jti revoked,
// which codes does its user hold in its tenant — in ONE round trip. On PGlite every query
// waits its turn on the one connection, so two queries per request halved the throughput of
// every guarded endpoint (the menu among them). Both facts stay in the database, so
// sign-out and a disabled membership take effect on every instance at once.
// issue #41: a member may hold several roles (memberships.role_id + extra_role_ids): the
// codes and actions are their union, the data scope the widest (docs/permissions.md).
import { sql } from 'drizzle-orm';
import {
  ACTION_RIGHTS,
  isActionRight,
  isDataScope,
  widestScope,
} from '../../../contract/action-rights';
import type { ActionRight, DataScopeKind } from '../../../contract/action-rights';
import type { Database } from '../../db/database';
import { memberships, revokedTokens, roles } from '../../db/schema/identity';

export interface SessionFacts {
  readonly revoked: boolean;
  /** The roles' codes, or undefined when the user is not an enabled member of the tenant. */
  readonly codes: readonly string[] | undefined;
  /** issue #32 finding 6: the membership's session version (undefined: no membership). */
  readonly version: number | undefined;
  /** issue #41: the union of the roles' action rights. */
  readonly actions: readonly ActionRight[];
  /** issue #41: the widest data scope of the roles. */
  readonly scope: DataScopeKind;
  /** issue #41: the directory employee the user is linked to. */
  readonly employeeId: number | null;
  /** Whether one of the roles is the built-in 超级管理员. */
  readonly superAdmin: boolean;
}

interface RoleFacts {
  codes?: unknown;
  actions?: unknown;
  scope?: unknown;
  built_in?: unknown;
}

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const isTrue = (value: unknown) => value === true || value === 't';

/** Union of codes and actions, widest scope; the built-in role holds every action and all. */
export function combineRoles(list: readonly RoleFacts[]): {
  codes: string[];
  actions: ActionRight[];
  scope: DataScopeKind;
  superAdmin: boolean;
} {
  const codes = new Set<string>();
  const actions = new Set<ActionRight>();
  const scopes: DataScopeKind[] = [];
  let superAdmin = false;
  for (const role of list) {
    const builtIn = isTrue(role.built_in);
    superAdmin ||= builtIn;
    const roleCodes = parsed(role.codes);
    if (Array.isArray(roleCodes)) for (const code of roleCodes) codes.add(String(code));
    const roleActions = builtIn ? [...ACTION_RIGHTS] : parsed(role.actions);
    if (Array.isArray(roleActions))
      for (const a of roleActions) if (isActionRight(a)) actions.add(a);
    scopes.push(builtIn ? 'all' : isDataScope(role.scope) ? role.scope : 'self');
  }
  return {
    codes: [...codes],
    actions: ACTION_RIGHTS.filter((action) => actions.has(action)),
    scope: widestScope(scopes),
    superAdmin,
  };
}

export async function checkSession(
  db: Database,
  /** null: no token (a job acting for the user reads their roles only). */
  jti: string | null,
  tenantId: string,
  userId: number,
): Promise<SessionFacts> {
  const result = await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM ${revokedTokens} WHERE ${revokedTokens.jti} = ${jti}) AS revoked,
      (SELECT json_agg(json_build_object('codes', ${roles.codes}, 'actions', ${roles.actions},
                'scope', ${roles.scope}, 'built_in', ${roles.builtIn}))
         FROM ${memberships}
         JOIN ${roles} ON ${roles.tenantId} = ${memberships.tenantId}
          AND (${roles.id} = ${memberships.roleId} OR ${roles.id} = ANY(${memberships.extraRoleIds}))
        WHERE ${memberships.tenantId} = ${tenantId} AND ${memberships.userId} = ${userId}
          AND ${memberships.disabledAt} IS NULL) AS roles,
      (SELECT json_build_object('version', ${memberships.sessionVersion},
                'employee', ${memberships.employeeId})
         FROM ${memberships}
        WHERE ${memberships.tenantId} = ${tenantId} AND ${memberships.userId} = ${userId}
        LIMIT 1) AS member`);
  const [row] = (
    result as unknown as { rows: Array<{ revoked: unknown; roles: unknown; member: unknown }> }
  ).rows;
  const roleList = parsed(row?.roles);
  const member = parsed(row?.member) as { version?: unknown; employee?: unknown } | null;
  const combined = Array.isArray(roleList) ? combineRoles(roleList as RoleFacts[]) : undefined;
  const version = member?.version;
  const employee = member?.employee;
  return {
    revoked: isTrue(row?.revoked),
    codes: combined?.codes,
    version: version === null || version === undefined ? undefined : Number(version),
    actions: combined?.actions ?? [],
    scope: combined?.scope ?? 'self',
    employeeId: employee === null || employee === undefined ? null : Number(employee),
    superAdmin: combined?.superAdmin ?? false,
  };
}
