// Test helpers of the member area (issue #8): sign in, call a /scrm/v1/member path or the
// sandbox shop API, and make a bound member of a seeded customer for a test of its own.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../../contract/envelope';
import { MEMBER_API } from '../../../../contract/marketing/order-points';
import type { Database } from '../../../db/database';
import { customers } from '../../../db/schema/customers';
import { members } from '../../../db/schema/member';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';

export interface Session {
  readonly token: string;
  readonly tenantId: string;
}

/** The member area's tests run on the shared test app (server/test-support). */
export const createMemberTestApp = (): Promise<TestApp> => createTestApp();

export const signInDemo = (app: FastifyInstance) => signIn(app, 'admin', 'Admin@123', 'demo');
export const signInOperator = (app: FastifyInstance) => signIn(app, 'operator', 'Operator@123');
export const signInSecond = (app: FastifyInstance) => signIn(app, 'admin2', 'Admin@123');

export async function call<T = unknown>(
  app: FastifyInstance,
  session: Session,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await app.inject({
    method,
    url,
    headers: authHeaders(session),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

/** POST /scrm/v1/member/<path>, insisting on HTTP 200 and code 0; answers data. */
export async function member<T = unknown>(
  app: FastifyInstance,
  session: Session,
  path: string,
  payload: unknown = {},
): Promise<T> {
  const { status, body } = await call<T>(app, session, 'POST', `${MEMBER_API}/${path}`, payload);
  if (status !== 200 || body.code !== 0) {
    throw new Error(`${path}: HTTP ${status} ${JSON.stringify(body)}`);
  }
  return body.data;
}

/** The sandbox shop API (outside /scrm/v1/member), insisting on code 0. */
export async function sandbox<T = unknown>(
  app: FastifyInstance,
  session: Session,
  path: string,
  payload: unknown = {},
): Promise<T> {
  const { status, body } = await call<T>(app, session, 'POST', `/sandbox/shop/${path}`, payload);
  if (status !== 200 || body.code !== 0) {
    throw new Error(`sandbox ${path}: HTTP ${status} ${JSON.stringify(body)}`);
  }
  return body.data;
}

/** A demo customer that is no member yet: its first order makes it a bound member. */
export async function freshCustomer(db: Database, skip = 0): Promise<string> {
  const rows = await db
    .select({ externalUserId: customers.externalUserId })
    .from(customers)
    .leftJoin(
      members,
      and(eq(members.tenantId, customers.tenantId), eq(members.customerId, customers.id)),
    )
    .where(and(eq(customers.tenantId, 'demo'), isNull(members.id)))
    .orderBy(asc(customers.id))
    .offset(skip)
    .limit(1);
  const [row] = rows;
  if (!row) throw new Error('no free demo customer');
  return row.externalUserId;
}
