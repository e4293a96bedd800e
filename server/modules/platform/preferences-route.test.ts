import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolePreferences } from '../../../contract/preferences';
import { PREFERENCES_API } from '../../../contract/preferences';
import { authHeaders, createTestApp, signIn } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Session = Awaited<ReturnType<typeof signIn>>;

async function read(session: Session): Promise<ConsolePreferences> {
  const response = await t.app.inject({
    method: 'GET',
    url: PREFERENCES_API,
    headers: authHeaders(session),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ConsolePreferences }>().data;
}

function save(session: Session, payload: { pinned_paths: string[] }) {
  return t.app.inject({
    method: 'POST',
    url: PREFERENCES_API,
    headers: authHeaders(session),
    payload,
  });
}

describe('console preferences (issue #5 offline-safe write)', () => {
  it('answers no pinned pages before the first save', async () => {
    const session = await signIn(t.app, 'operator', 'Operator@123');
    expect(await read(session)).toEqual({ pinned_paths: [], updated_at: null });
  });

  it('saves the whole setting, and saving it again (a replayed offline write) is harmless', async () => {
    const session = await signIn(t.app, 'operator', 'Operator@123');
    const body = { pinned_paths: ['/channel-code', '/index'] };
    expect((await save(session, body)).json<{ code: number }>().code).toBe(0);
    expect((await save(session, body)).json<{ code: number }>().code).toBe(0);
    expect((await read(session)).pinned_paths).toEqual(['/channel-code', '/index']);
  });

  it('keeps tenants and users apart', async () => {
    const demo = await signIn(t.app, 'admin', 'Admin@123', 'demo');
    const second = await signIn(t.app, 'admin', 'Admin@123', 'second');
    await save(demo, { pinned_paths: ['/customer-list'] });
    await save(second, { pinned_paths: ['/tag-manage'] });
    expect((await read(demo)).pinned_paths).toEqual(['/customer-list']);
    expect((await read(second)).pinned_paths).toEqual(['/tag-manage']);
    const operator = await signIn(t.app, 'operator', 'Operator@123');
    expect((await read(operator)).pinned_paths).not.toContain('/customer-list');
  });

  it('refuses an unknown page, a duplicate and more than 8 pages with a message naming 常用功能', async () => {
    const session = await signIn(t.app, 'operator', 'Operator@123');
    const nine = [
      '/index',
      '/channel-code',
      '/lock-code',
      '/shunt-code',
      '/short-chain',
      '/ai-call',
      '/welcome',
      '/group-code',
      '/group-welcome',
    ];
    for (const pinned_paths of [['/nowhere'], ['/index', '/index'], nine]) {
      const response = await save(session, { pinned_paths });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toContain('常用功能');
    }
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: PREFERENCES_API });
    expect(response.statusCode).toBe(401);
  });
});
