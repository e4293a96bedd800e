// Test helpers for the platform routes: sign in as a seeded account and call a path with the
// session's headers, reading the {code, data, msg} envelope.
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../../contract/envelope';
import { authHeaders, signIn } from '../../../test-support/test-app';

export interface Session {
  readonly token: string;
  readonly tenantId: string;
}

export interface CallResult<T> {
  readonly status: number;
  readonly body: Envelope<T>;
}

export const PASSWORD = 'Admin@123';

export function signInAdmin(app: FastifyInstance, account: string, tenantId?: string) {
  return signIn(app, account, PASSWORD, tenantId);
}

export async function call<T = unknown>(
  app: FastifyInstance,
  session: Session,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<CallResult<T>> {
  const response = await app.inject({
    method,
    url,
    headers: authHeaders(session),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

/** Calls and insists on HTTP 200 with code 0; answers data. */
export async function ok<T = unknown>(
  app: FastifyInstance,
  session: Session,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<T> {
  const { status, body } = await call<T>(app, session, method, url, payload);
  if (status !== 200 || body.code !== 0) {
    throw new Error(`${method} ${url}: HTTP ${status} ${JSON.stringify(body)}`);
  }
  return body.data;
}
