// issue #2: the signed-in user's session: sign-out, tenant switch and profile. Registered
// behind the auth guard, so request.auth is set and verified.
import type { FastifyInstance } from 'fastify';
import { switchTenantBodySchema } from '../../../contract/auth';
import type { ProfileData } from '../../../contract/auth';
import { success } from '../../../contract/envelope';
import type { RouteDeps } from '../../http/app-deps';
import { requireAuth } from '../../http/auth/request-auth';
import { HttpError } from '../../http/http-errors';
import { parseBody } from '../../http/parse-body';
import {
  findMembershipCodes,
  findTenant,
  findUserById,
  listTenantsOfUser,
} from './identity-queries';
import { issueSession } from './sessions';
import { revokeToken } from './token-revocation';
import { signedIn } from '../../../contract/endpoint';
import { routeAccess } from '../../http/route-audit';

export function registerSessionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post('/scrm/v1/auth/logout', routeAccess(signedIn), async (request) => {
    const auth = requireAuth(request);
    await revokeToken(deps.db, auth.jti, auth.exp, deps.now());
    return success(null);
  });

  app.post('/scrm/v1/auth/switch-tenant', routeAccess(signedIn), async (request) => {
    const auth = requireAuth(request);
    const body = parseBody(switchTenantBodySchema, request.body);
    if ((await findMembershipCodes(deps.db, body.tenant_id, auth.userId)) === undefined) {
      throw new HttpError(403);
    }
    const session = await issueSession(deps, auth.userId, body.tenant_id);
    // One session per browser: the token of the tenant we leave stops working.
    await revokeToken(deps.db, auth.jti, auth.exp, deps.now());
    return success(session);
  });

  app.get('/scrm/v1/auth/profile', routeAccess(signedIn), async (request) => {
    const auth = requireAuth(request);
    const [user, tenant, tenants] = await Promise.all([
      findUserById(deps.db, auth.userId),
      findTenant(deps.db, auth.tenantId),
      listTenantsOfUser(deps.db, auth.userId),
    ]);
    if (!user || !tenant) throw new HttpError(401);
    const data: ProfileData = { user, tenant, tenants };
    return success(data);
  });
}
