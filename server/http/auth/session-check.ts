// issue #24 "Load without errors": the guard's two facts about a token — is its jti revoked,
// which codes does its user hold in its tenant — in ONE round trip. On PGlite every query
// waits its turn on the one connection, so two queries per request halved the throughput of
// every guarded endpoint (the menu among them). Both facts stay in the database, so
// sign-out and a disabled membership take effect on every instance at once.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { memberships, revokedTokens, roles } from '../../db/schema/identity';

export interface SessionFacts {
  readonly revoked: boolean;
  /** The role's codes, or undefined when the user is not an enabled member of the tenant. */
  readonly codes: readonly string[] | undefined;
  /** issue #32 finding 6: the membership's session version (undefined: no membership). */
  readonly version: number | undefined;
}

export async function checkSession(
  db: Database,
  jti: string,
  tenantId: string,
  userId: number,
): Promise<SessionFacts> {
  const result = await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM ${revokedTokens} WHERE ${revokedTokens.jti} = ${jti}) AS revoked,
      (SELECT array_to_json(${roles.codes})
         FROM ${memberships}
         JOIN ${roles} ON ${roles.tenantId} = ${memberships.tenantId} AND ${roles.id} = ${memberships.roleId}
        WHERE ${memberships.tenantId} = ${tenantId} AND ${memberships.userId} = ${userId}
          AND ${memberships.disabledAt} IS NULL
        LIMIT 1) AS codes,
      (SELECT ${memberships.sessionVersion} FROM ${memberships}
        WHERE ${memberships.tenantId} = ${tenantId} AND ${memberships.userId} = ${userId}
        LIMIT 1) AS version`);
  const [row] = (
    result as unknown as { rows: Array<{ revoked: unknown; codes: unknown; version: unknown }> }
  ).rows;
  const codes = typeof row?.codes === 'string' ? (JSON.parse(row.codes) as unknown) : row?.codes;
  return {
    revoked: row?.revoked === true || row?.revoked === 't',
    codes: Array.isArray(codes) ? codes.map(String) : undefined,
    version: row?.version === null || row?.version === undefined ? undefined : Number(row.version),
  };
}
