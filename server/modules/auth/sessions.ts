// Issuing a session: a signed token bound to one user and one tenant, plus the tenant list
// the console's switcher shows.
import type { SessionData } from '../../../contract/auth';
import type { RouteDeps } from '../../http/app-deps';
import { signToken } from '../../http/auth/jwt';
import { listTenantsOfUser } from './identity-queries';

export async function issueSession(
  deps: RouteDeps,
  userId: number,
  tenantId: string,
): Promise<SessionData> {
  const { token } = signToken({ userId, tenantId }, deps.jwtSecret, Math.floor(deps.now() / 1000));
  const tenants = await listTenantsOfUser(deps.db, userId);
  return { token, tenant_id: tenantId, tenants };
}
