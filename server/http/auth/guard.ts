// docs/conventions.md "Tenants never mix" + spec §6: every /scrm/ call behind this guard carries a
// valid HS256 token whose tenant equals X-Tenant, whose jti is not revoked, and whose user
// is still a member; a route's declared permission must be among the role's codes. issue #12:
// default deny — a route with no declared permission is refused (403) even with a valid token.
import type { FastifyRequest } from 'fastify';
import { ACTION_REFUSALS } from '../../../contract/action-rights';
import { permits } from '../../../contract/endpoint';
import type { RouteDeps } from '../app-deps';
import { HttpError } from '../http-errors';
import { resolveDataScope } from './data-scope';
import { verifyToken } from './jwt';
import { checkSession } from './session-check';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

export function createAuthGuard(deps: RouteDeps) {
  return async function authGuard(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401);
    const check = verifyToken(token, deps.jwtSecret, Math.floor(deps.now() / 1000));
    if (!check.ok) throw new HttpError(401);
    const { claims } = check;
    const userId = Number(claims.sub);
    // One round trip for both facts (issue #24): revocation first (401), then membership.
    const facts = await checkSession(deps.db, claims.jti, claims.tid, userId);
    const { revoked, codes, version } = facts;
    if (revoked) throw new HttpError(401);
    // issue #32 finding 6: a reset, disable or role change since the token was issued ends it.
    if (version !== undefined && version !== (claims.sv ?? 0)) throw new HttpError(401);

    if (request.headers['x-tenant'] !== claims.tid) throw new HttpError(403);
    if (codes === undefined) throw new HttpError(403);

    // A scoped user's employees are read once per request (全部 costs nothing).
    const scope = await resolveDataScope(deps.db, claims.tid, facts.scope, facts.employeeId);
    request.auth = {
      userId,
      tenantId: claims.tid,
      jti: claims.jti,
      exp: claims.exp,
      codes,
      actions: facts.actions,
      scope,
      employeeId: facts.employeeId,
    };
    const { access, action } = request.routeOptions.config;
    if (access === undefined || !permits(access, codes)) throw new HttpError(403);
    // issue #41: an action right of its own beside the page (export, delete, send, settings).
    if (action !== undefined && !facts.actions.includes(action)) {
      throw new HttpError(403, ACTION_REFUSALS[action]);
    }
  };
}
