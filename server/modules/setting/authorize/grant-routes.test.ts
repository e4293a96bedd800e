import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnAppConfig } from '../../../../contract/setting/authorize';
import { sandboxCorpId } from '../../../platform/sandbox/auth-sandbox';
import { createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { call, ok, signInAdmin } from '../../platform/test-support/platform-test-client';
import type { Session } from '../../platform/test-support/platform-test-client';

const P = '/scrm/v1/platform';
const BACK = 'http://localhost/authorize';

let test: TestApp;
let unauthorized: Session;
let second: Session;
let demo: Session;

beforeAll(async () => {
  test = await createTestApp();
  unauthorized = await signInAdmin(test.app, 'unauthorized-admin');
  second = await signInAdmin(test.app, 'admin2');
  demo = await signInAdmin(test.app, 'admin', 'demo');
});

afterAll(() => test.close());

async function consent(session: Session, decision: 'agree' | 'deny', back = BACK) {
  const { url } = await ok<{ url: string }>(
    test.app,
    session,
    'GET',
    `${P}/third-app/get-grant-url?redirect_uri=${encodeURIComponent(back)}`,
  );
  const page = await test.app.inject({ method: 'GET', url });
  const state = new URL(url, 'http://localhost').searchParams.get('state') ?? '';
  const decided = await test.app.inject({
    method: 'POST',
    url: url.split('?')[0] ?? '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, decision }).toString(),
  });
  return { page, decided, location: new URL(String(decided.headers.location)) };
}

describe('third-party grant through the sandbox consent page (spec §2 /authorize)', () => {
  it('shows the consent page, then sends the operator back with a single-use auth_code', async () => {
    const { page, decided, location } = await consent(unauthorized, 'agree');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('同意授权');
    expect(page.body).toContain('未授权企业');
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost",
    );
    expect(decided.statusCode).toBe(303);
    expect(location.pathname).toBe('/authorize');
    const code = location.searchParams.get('auth_code') ?? '';
    expect(code.length).toBeGreaterThan(20);

    // Another tenant cannot spend it.
    const stolen = await call(
      test.app,
      second,
      'GET',
      `${P}/application-license/add-by-auth-code?auth_code=${code}`,
    );
    expect(stolen.body.code).toBe(106002);

    const used = await ok(
      test.app,
      unauthorized,
      'GET',
      `${P}/application-license/add-by-auth-code?auth_code=${code}`,
    );
    expect(used).toEqual({ kind: 'third_app', status: 0 });
    expect(await ok(test.app, unauthorized, 'GET', `${P}/third-app/auth/status`)).toEqual({
      status: 0,
    });

    const again = await call(
      test.app,
      unauthorized,
      'GET',
      `${P}/application-license/add-by-auth-code?auth_code=${code}`,
    );
    expect(again.body.code).toBe(106002);
  });

  it('records the grant in the operate record', async () => {
    const records = await ok<{ list: { operate_type: string; content: string }[] }>(
      test.app,
      unauthorized,
      'POST',
      `${P}/mini-authorize-operate-record/get-operate-record-by-tenant-id`,
      { page: 1, page_size: 20 },
    );
    expect(records.list[0]).toMatchObject({ operate_type: 'grant', content: '第三方应用授权成功' });
  });

  it('answers a declined consent with auth_error and no code', async () => {
    const { location } = await consent(unauthorized, 'deny');
    expect(location.searchParams.get('auth_error')).toBe('denied');
    expect(location.searchParams.has('auth_code')).toBe(false);
  });

  it('keeps the hash route of a hash-history console', async () => {
    const { location } = await consent(unauthorized, 'agree', 'http://localhost/#/authorize');
    expect(location.hash).toMatch(/^#\/authorize\?auth_code=/);
  });

  it('refuses to send the operator to another site', async () => {
    const answer = await call(
      test.app,
      unauthorized,
      'GET',
      `${P}/third-app/get-grant-url?redirect_uri=${encodeURIComponent('https://evil.example/authorize')}`,
    );
    expect(answer.body.code).toBe(106004);
  });

  it('shows an expired page for an unknown or used state', async () => {
    const page = await test.app.inject({
      method: 'GET',
      url: '/scrm/sandbox/platform/consent?state=nope',
    });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('授权链接已失效');
  });

  it('refuses the grant URL to an operator without the /authorize code (403)', async () => {
    const operator = await signIn(test.app, 'operator', 'Operator@123');
    const answer = await call(
      test.app,
      operator,
      'GET',
      `${P}/third-app/get-grant-url?redirect_uri=${BACK}`,
    );
    expect(answer.status).toBe(403);
  });
});

describe('self-built credentials (app/internal/save)', () => {
  it('refuses credentials the platform rejects, with a Chinese message naming the field', async () => {
    const answer = await call(test.app, second, 'POST', `${P}/app/internal/save`, {
      corp_id: sandboxCorpId('second'),
      agent_id: '1000001',
      secret: 'short',
    });
    expect(answer.body).toMatchObject({ code: 106003 });
    expect(answer.body.msg).toContain('应用Secret');
  });

  it('validates the body with the contract (400 naming the field)', async () => {
    const answer = await call(test.app, second, 'POST', `${P}/app/internal/save`, {
      corp_id: 'ww1',
      agent_id: 'abc',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('应用AgentId只能是数字');
  });

  it('saves accepted credentials and never answers a secret in full', async () => {
    const secret = 'S3cretValueThatIsLong_1234';
    const saved = await ok<OwnAppConfig>(test.app, second, 'POST', `${P}/app/internal/save`, {
      corp_id: sandboxCorpId('second'),
      agent_id: '1000009',
      secret,
      callback_token: 'abc123',
    });
    expect(saved.agent_id).toBe('1000009');
    expect(saved.secret).toEqual({ configured: true, masked: '••••••••1234' });
    expect(JSON.stringify(saved)).not.toContain(secret);
    expect(JSON.stringify(saved)).not.toContain('abc123');
    // An empty secret keeps the saved one.
    const kept = await ok<OwnAppConfig>(test.app, second, 'POST', `${P}/app/internal/save`, {
      corp_id: sandboxCorpId('second'),
      agent_id: '1000010',
    });
    expect(kept.secret.masked).toBe('••••••••1234');
    const demoConfig = await ok<OwnAppConfig>(test.app, demo, 'GET', `${P}/app/config/get`);
    expect(demoConfig.agent_id).toBe('1000001');
  });
});
