// Issuing a session: a signed token bound to one user and one tenant, plus the tenant list
// the console's switcher shows.
import type { SessionData } from '../../../contract/auth';
import type { RouteDeps } from '../../http/app-deps';
import { and, eq } from 'drizzle-orm';
import { memberships } from '../../db/schema/identity';
import { signToken } from '../../http/auth/jwt';
import { listTenantsOfUser } from './identity-queries';

export async function issueSession(
  deps: RouteDeps,
  userId: number,
  tenantId: string,
): Promise<SessionData> {
  // issue #32 finding 6: the token is bound to the membership's current session version.
  const [membership] = await deps.db
    .select({ version: memberships.sessionVersion })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
  const { token } = signToken(
    { userId, tenantId, sessionVersion: membership?.version ?? 0 },
    deps.jwtSecret,
    Math.floor(deps.now() / 1000),
  );
  const tenants = await listTenantsOfUser(deps.db, userId);
  return { token, tenant_id: tenantId, tenants };
}
