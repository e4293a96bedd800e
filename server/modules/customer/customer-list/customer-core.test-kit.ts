// Test helpers of issue #9's server tests: one signed-in caller per account, answering the
// envelope (and the HTTP status) of GET / POST / DELETE through app.inject.
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../../contract/envelope';
import { authHeaders, signIn } from '../../../test-support/test-app';

export interface Answer<T> extends Envelope<T> {
  readonly status: number;
}

export interface Caller {
  get<T>(url: string): Promise<Answer<T>>;
  post<T>(url: string, body?: unknown): Promise<Answer<T>>;
  del<T>(url: string, body?: unknown): Promise<Answer<T>>;
}

export async function callerFor(
  app: FastifyInstance,
  account: string,
  password: string,
  tenantId?: string,
): Promise<Caller> {
  const headers = authHeaders(await signIn(app, account, password, tenantId));
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => {
    const response = await app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return { ...response.json<Envelope<T>>(), status: response.statusCode };
  };
  return {
    get: (url) => call('GET', url),
    post: (url, body) => call('POST', url, body ?? {}),
    del: (url, body) => call('DELETE', url, body),
  };
}

export const admin = (app: FastifyInstance) => callerFor(app, 'admin', 'Admin@123', 'demo');
export const admin2 = (app: FastifyInstance) => callerFor(app, 'admin2', 'Admin@123');
