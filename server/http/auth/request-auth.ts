// What the guard attaches to a request once the token, tenant and membership check out,
// and what a route declares in its `config` (its contract permission, spec §6).
import type { ActionRight } from '../../../contract/action-rights';
import type { EndpointPermission } from '../../../contract/endpoint';
import type { DataScope } from './data-scope';

export interface RequestAuth {
  readonly userId: number;
  readonly tenantId: string;
  readonly jti: string;
  /** Token expiry (seconds), kept so sign-out can store the revocation until then. */
  readonly exp: number;
  /** The menu codes of the user's roles in this tenant (their union, issue #41). */
  readonly codes: readonly string[];
  /** issue #41: the action rights of the user's roles (their union). */
  readonly actions: readonly ActionRight[];
  /** issue #41: the rows the user may see (server/http/auth/data-scope.ts). */
  readonly scope: DataScope;
  /** issue #41: the directory employee the user is linked to, if any. */
  readonly employeeId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
  }
  interface FastifyContextConfig {
    /** issue #12: the permission of a contract endpoint declaration (endpoint-routes.ts). */
    access?: EndpointPermission;
    /** issue #41: the action right the declaration requires, if any. */
    action?: ActionRight;
  }
}

/** For handlers behind the guard: the auth it attached (a bug if absent, hence the throw). */
export function requireAuth(request: { auth?: RequestAuth }): RequestAuth {
  if (!request.auth) throw new Error('route registered outside the auth guard');
  return request.auth;
}
