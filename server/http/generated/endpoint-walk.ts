// issue #24: what the generated suites share — the declared endpoints of a built app, a URL
// for each with its path parameters filled, and signed-in sessions of the seeded roles.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { EndpointSpec } from '../../../contract/endpoint';
import { authHeaders, signIn } from '../../test-support/test-app';
import { registeredEndpoints } from '../endpoint-routes';

export interface Session {
  readonly account: string;
  readonly password: string;
  readonly tenantId: string;
  token: string;
}

/** The declared endpoints behind the guard (public ones are walked by their own tests). */
export function guardedEndpoints(): EndpointSpec[] {
  return registeredEndpoints().filter((endpoint) => endpoint.permission.kind !== 'public');
}

export function pathParamNames(endpoint: EndpointSpec): string[] {
  return [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
}

/** The endpoint's URL with every `:param` set to `value`. */
export function urlOf(endpoint: EndpointSpec, value: string | number = 1): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, () => encodeURIComponent(String(value)));
}

export async function openSession(
  app: FastifyInstance,
  account: string,
  password: string,
  tenantId: string,
): Promise<Session> {
  const { token } = await signIn(app, account, password, tenantId);
  return { account, password, tenantId, token };
}

/**
 * One call as `session`. A walked endpoint may end the session (sign-out, tenant switch):
 * on a 401 the session signs in again and the call is made once more.
 */
export async function callAs(
  app: FastifyInstance,
  session: Session,
  request: { method: EndpointSpec['method']; url: string; payload?: unknown; raw?: string },
): Promise<LightMyRequestResponse> {
  const send = () =>
    app.inject({
      method: request.method,
      url: request.url,
      headers: {
        ...authHeaders(session),
        ...(request.raw !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(request.raw !== undefined
        ? { payload: request.raw }
        : request.payload !== undefined
          ? { payload: request.payload as object }
          : {}),
    });
  const first = await send();
  if (first.statusCode !== 401) return first;
  session.token = (await signIn(app, session.account, session.password, session.tenantId)).token;
  return send();
}

/** Order that keeps a walk meaningful: reads, then writes, then deletes. */
export function byMethod(endpoints: readonly EndpointSpec[]): EndpointSpec[] {
  const rank = { GET: 0, POST: 1, DELETE: 2 } as const;
  return [...endpoints].sort((a, b) => rank[a.method] - rank[b.method]);
}

/** Bodies for a call that should reach the handler's validation (POST: empty object). */
export function plainPayload(endpoint: EndpointSpec): unknown {
  return endpoint.method === 'GET' ? undefined : endpoint.body ? {} : undefined;
}
