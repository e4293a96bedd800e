// issue #2: the signed-in user's session: sign-out, tenant switch and profile. Registered
// behind the auth guard, so request.auth is set and verified.
import type { FastifyInstance } from 'fastify';
import {
  logoutEndpoint,
  profileEndpoint,
  switchTenantEndpoint,
} from '../../../contract/auth-endpoints';
import type { RouteDeps } from '../../http/app-deps';
import { registerEndpoint } from '../../http/endpoint-routes';
import { HttpError } from '../../http/http-errors';
import {
  findMembershipCodes,
  findTenant,
  findUserById,
  listTenantsOfUser,
} from './identity-queries';
import { issueSession } from './sessions';
import { revokeToken } from './token-revocation';

export function registerSessionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, logoutEndpoint, async ({ auth }) => {
    await revokeToken(deps.db, auth.jti, auth.exp, deps.now());
    return null;
  });

  registerEndpoint(app, switchTenantEndpoint, async ({ auth, body }) => {
    if ((await findMembershipCodes(deps.db, body.tenant_id, auth.userId)) === undefined) {
      throw new HttpError(403);
    }
    const session = await issueSession(deps, auth.userId, body.tenant_id);
    // One session per browser: the token of the tenant we leave stops working.
    await revokeToken(deps.db, auth.jti, auth.exp, deps.now());
    return session;
  });

  registerEndpoint(app, profileEndpoint, async ({ auth }) => {
    const [user, tenant, tenants] = await Promise.all([
      findUserById(deps.db, auth.userId),
      findTenant(deps.db, auth.tenantId),
      listTenantsOfUser(deps.db, auth.userId),
    ]);
    if (!user || !tenant) throw new HttpError(401);
    return { user, tenant, tenants };
  });
}
