import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, page, responseOf, signedIn } from '../../contract/endpoint';
import type { IdParams } from '../../contract/fields';
import { bodyId, idParams, safeText } from '../../contract/fields';
import { schemaRef, withSchemas } from '../../contract/schema-ref';
import Fastify from 'fastify';
import { authHeaders, createTestApp, signIn, TEST_SECRET } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { createAuthGuard } from './auth/guard';
import { registerEndpoint } from './endpoint-routes';
import { BusinessError } from './http-errors';

const echo = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/test-only/echo/:id',
  permission: page('/channel-code'),
  params: idParams(),
  body: z.object({ name: safeText('名称', 24, 1), group_id: bodyId('分组') }),
  response: responseOf<{ id: number; name: string; tenant: string }>(),
});
const who = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/test-only/who',
  permission: signedIn,
  response: responseOf<{ tenant: string }>(),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const deps = {
    db: t.database.db,
    dbKind: t.database.handle.kind,
    config: {} as never,
    jwtSecret: TEST_SECRET,
    now: () => t.clock.now,
    jobs: t.jobs,
  };
  await t.app.register(async (scope) => {
    scope.addHook('preHandler', createAuthGuard(deps));
    registerEndpoint(scope, echo, ({ params, body, tenantId }) => {
      if (body.name === 'taken') throw new BusinessError(101, '名称已存在');
      return { id: params.id, name: body.name, tenant: tenantId };
    });
    registerEndpoint(scope, who, ({ tenantId }) => ({ tenant: tenantId }));
  });
});
afterAll(async () => {
  await t.close();
});

describe('endpoint declarations (issue #12)', () => {
  it('a declared endpoint parses params and body and answers the handler data in the envelope', async () => {
    const session = await signIn(t.app, 'admin', 'Admin@123');
    const response = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/test-only/echo/7',
      headers: authHeaders(session),
      payload: { name: ' 北区 ', group_id: 3 },
    });
    expect(response.json()).toEqual({
      code: 0,
      data: { id: 7, name: '北区', tenant: 'demo' },
      msg: 'success',
    });
  });

  it('a body that fails the schema answers 400 naming the field, and coerced JSON types are refused', async () => {
    const session = await signIn(t.app, 'admin', 'Admin@123');
    for (const group_id of [true, [3], '3', null, 99_999_999_999]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/scrm/v1/test-only/echo/7',
        headers: authHeaders(session),
        payload: { name: 'x', group_id },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toContain('分组');
    }
  });

  it('a business error is HTTP 200 with its code and message', async () => {
    const session = await signIn(t.app, 'admin', 'Admin@123');
    const response = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/test-only/echo/7',
      headers: authHeaders(session),
      payload: { name: 'taken', group_id: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 101, data: null, msg: '名称已存在' });
  });

  it('the declared page permission answers 403 for a role without the code', async () => {
    const session = await signIn(t.app, 'newbie', 'Newbie@123');
    const denied = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/test-only/echo/7',
      headers: authHeaders(session),
      payload: { name: 'x', group_id: 1 },
    });
    expect(denied.statusCode).toBe(403);
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/scrm/v1/test-only/who',
      headers: authHeaders(session),
    });
    expect(allowed.json()).toMatchObject({ code: 0, data: { tenant: 'demo' } });
  });

  // issue #39: a declaration a first paint imports names its schemas by type only; registered
  // as it is, its input would go unvalidated.
  it('the server registers only declarations completed by their schemas', () => {
    const declared = defineEndpoint({
      method: 'GET',
      path: '/scrm/v1/test-only/declared/:id',
      permission: signedIn,
      params: schemaRef<IdParams>(),
      response: responseOf<null>(),
    });
    const app = Fastify();
    // @ts-expect-error: a SchemaRef is not a schema
    expect(() => registerEndpoint(app, declared, () => null)).toThrow(
      'GET /scrm/v1/test-only/declared/:id: registered without its schemas',
    );
    const completed = withSchemas(declared, { params: idParams('客户编号') });
    expect(() => registerEndpoint(app, completed, () => null)).not.toThrow();
    expect(completed.params.safeParse({ id: 'x' }).error?.issues[0]?.message).toBe(
      '客户编号格式不正确',
    );
  });
});
