// What the guard attaches to a request once the token, tenant and membership check out,
// and what a route declares in its `config` (its contract permission, spec §6).
import type { EndpointPermission } from '../../../contract/endpoint';

export interface RequestAuth {
  readonly userId: number;
  readonly tenantId: string;
  readonly jti: string;
  /** Token expiry (seconds), kept so sign-out can store the revocation until then. */
  readonly exp: number;
  /** The menu codes of the user's role in this tenant. */
  readonly codes: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
  }
  interface FastifyContextConfig {
    /** issue #12: the permission of a contract endpoint declaration (endpoint-routes.ts). */
    access?: EndpointPermission;
  }
}

/** For handlers behind the guard: the auth it attached (a bug if absent, hence the throw). */
export function requireAuth(request: { auth?: RequestAuth }): RequestAuth {
  if (!request.auth) throw new Error('route registered outside the auth guard');
  return request.auth;
}
