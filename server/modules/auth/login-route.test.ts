import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../contract/error-codes';
import { createTestApp, login } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { allowedRedirectOrigins: ['https://console.example.com'] } });
});
afterAll(async () => {
  await t.close();
});

async function postLogin(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/scrm/v1/auth/login', payload: payload as object });
}

describe('POST /scrm/v1/auth/login', () => {
  it('signs admin in to demo (listed first) with token, tenants, one-time code and redirect_to /index carrying that code', async () => {
    const answer = await login(t.app, { account: 'admin', password: 'Admin@123' });
    expect(answer.code).toBe(0);
    expect(answer.data.token.split('.')).toHaveLength(3);
    expect(answer.data.tenant_id).toBe('demo');
    expect(answer.data.tenants).toEqual([
      { tenant_id: 'demo', name: '演示企业' },
      { tenant_id: 'second', name: '第二企业' },
    ]);
    expect(answer.data.code).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(answer.data.redirect_to).toBe(`/index?code=${answer.data.code}`);
  });

  it('signs in to the requested tenant when the user belongs to it', async () => {
    const answer = await login(t.app, {
      account: 'admin',
      password: 'Admin@123',
      tenant_id: 'second',
    });
    expect(answer.data.tenant_id).toBe('second');
  });

  it('refuses a tenant the user does not belong to with a business code', async () => {
    const answer = await login(t.app, {
      account: 'admin2',
      password: 'Admin@123',
      tenant_id: 'demo',
    });
    expect(answer).toMatchObject({ code: ERROR_CODES.notTenantMember, data: null });
  });

  it('appends code to an own-origin redirect_uri, keeping its query and hash', async () => {
    const answer = await login(t.app, {
      account: 'admin',
      password: 'Admin@123',
      redirect_uri: 'http://localhost/channel-code?tab=2#top',
    });
    expect(answer.code).toBe(0);
    const target = new URL(answer.data.redirect_to);
    expect(target.origin).toBe('http://localhost');
    expect(target.pathname).toBe('/channel-code');
    expect(target.searchParams.get('tab')).toBe('2');
    expect(target.searchParams.get('code')).toBe(answer.data.code);
    expect(target.hash).toBe('#top');
  });

  it('accepts a path on this server and an origin listed in ALLOWED_REDIRECT_ORIGINS', async () => {
    const local = await login(t.app, {
      account: 'admin',
      password: 'Admin@123',
      redirect_uri: '/index?a=1',
    });
    expect(local.data.redirect_to).toBe(`/index?a=1&code=${local.data.code}`);
    const listed = await login(t.app, {
      account: 'admin',
      password: 'Admin@123',
      redirect_uri: 'https://console.example.com/index',
    });
    expect(listed.data.redirect_to).toBe(
      `https://console.example.com/index?code=${listed.data.code}`,
    );
  });

  it('refuses an open redirect (foreign origin, protocol-relative, javascript:) with 400', async () => {
    for (const redirect_uri of [
      'https://evil.example.com/index',
      '//evil.example.com/index',
      '/\\evil.example.com',
      'javascript:alert(1)',
      'http://localhost.evil.example.com/',
    ]) {
      const response = await postLogin({ account: 'admin', password: 'Admin@123', redirect_uri });
      expect(response.statusCode, redirect_uri).toBe(400);
      // issue #38 item 4: a 400 from the body schema names its field beside the message.
      expect(response.json()).toEqual({
        code: 400,
        data: { field: 'redirect_uri' },
        msg: '登录后的跳转地址不被允许',
      });
    }
  });

  it('issue #25 finding 1: refuses every redirect_uri that resolves to another origin, no code issued', async () => {
    for (const redirect_uri of [
      '/.//evil.example',
      '/..//x',
      '/x/..//x',
      '/%2e//x',
      '/%2E%2E//x',
      '/./\\x',
      '/.\\/x',
      '/\t/evil.example',
      'http://localhost//evil.example',
      'http://user@localhost/index',
    ]) {
      const response = await postLogin({ account: 'admin', password: 'Admin@123', redirect_uri });
      expect(response.statusCode, redirect_uri).toBe(400);
      expect(response.json(), redirect_uri).toEqual({
        code: 400,
        data: { field: 'redirect_uri' },
        msg: '登录后的跳转地址不被允许',
      });
    }
    // What is accepted resolves, on this server, to this server.
    for (const redirect_uri of ['/a/../index', '/./channel-code?x=1', 'index']) {
      const answer = await login(t.app, { account: 'admin', password: 'Admin@123', redirect_uri });
      expect(answer.code, redirect_uri).toBe(0);
      const resolved = new URL(answer.data.redirect_to, 'http://localhost');
      expect(resolved.origin).toBe('http://localhost');
      expect(resolved.pathname).toMatch(/^\/[^/\\]/);
      expect(answer.data.redirect_to).not.toMatch(/^\/[/\\]/);
    }
  });

  it('answers 账号或密码错误 for a wrong password and for an unknown account alike', async () => {
    for (const body of [
      { account: 'admin2', password: 'wrong' },
      { account: 'nobody', password: 'Admin@123' },
    ]) {
      const response = await postLogin(body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: ERROR_CODES.badCredentials,
        data: null,
        msg: '账号或密码错误',
      });
    }
  });

  it('answers 400 naming the field in Chinese for an invalid body', async () => {
    const cases: Array<[unknown, string]> = [
      [{ password: 'x' }, '账号不能为空'],
      [{ account: '   ', password: 'x' }, '账号不能为空'],
      [{ account: 'admin' }, '密码不能为空'],
      [{ account: 'admin', password: 'x'.repeat(65) }, '密码长度不能超过64个字符'],
      [{ account: 'a'.repeat(65), password: 'x' }, '账号长度不能超过64个字符'],
      [{ account: 42, password: 'x' }, '账号不能为空'],
    ];
    for (const [payload, msg] of cases) {
      const response = await postLogin(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, data: { field: expect.any(String) }, msg });
    }
  });

  it('answers 400 for malformed JSON without a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, data: null });
    expect(response.body).not.toMatch(/at .*\.(ts|js)/);
  });

  it('throttles the sixth quick failed login without checking the password, then lifts after its 5-minute window', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(t.app, { account: 'operator', password: 'bad' })).code).toBe(
        ERROR_CODES.badCredentials,
      );
    }
    const sixth = await login(t.app, { account: 'operator', password: 'Operator@123' });
    expect(sixth).toEqual({
      code: ERROR_CODES.loginThrottled,
      data: null,
      msg: '登录失败次数过多，请5分钟后再试',
    });
    // Another account is not affected.
    expect((await login(t.app, { account: 'admin', password: 'Admin@123' })).code).toBe(0);
    t.clock.advance(5 * 60_000 + 1);
    expect((await login(t.app, { account: 'operator', password: 'Operator@123' })).code).toBe(0);
  });

  it('issue #25 finding 3: forty parallel wrong passwords get at most five checked answers; the block is per source and ends with its window', async () => {
    const attempt = (account: string, password: string, remoteAddress: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/scrm/v1/auth/login',
          payload: { account, password },
          remoteAddress,
        })
        .then((response) => response.json<{ code: number; msg: string }>());
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => attempt('admin2', 'wrong', '10.0.0.40')),
    );
    const checked = burst.filter((answer) => answer.code === ERROR_CODES.badCredentials);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(burst.length - checked.length).toBe(
      burst.filter((answer) => answer.code === ERROR_CODES.loginThrottled).length,
    );
    // The real user elsewhere is not locked out by the attacker's source.
    expect((await attempt('admin2', 'Admin@123', '10.0.0.99')).code).toBe(0);
    // Refused attempts do not extend the block: it ends five minutes after the first failure.
    t.clock.advance(4 * 60_000);
    expect(await attempt('admin2', 'Admin@123', '10.0.0.40')).toMatchObject({
      code: ERROR_CODES.loginThrottled,
      msg: '登录失败次数过多，请1分钟后再试',
    });
    t.clock.advance(60_000 + 1);
    expect((await attempt('admin2', 'Admin@123', '10.0.0.40')).code).toBe(0);

    // Per source: twenty accounts from one address, at most ten checked.
    const sprayed = [];
    for (let index = 0; index < 20; index += 1) {
      sprayed.push(await attempt(`spray${index}`, 'wrong', '10.0.0.20'));
    }
    const sprayChecked = sprayed.filter((answer) => answer.code === ERROR_CODES.badCredentials);
    expect(sprayChecked.length).toBeLessThanOrEqual(10);
    expect((await attempt('admin2', 'Admin@123', '10.0.0.20')).code).toBe(
      ERROR_CODES.loginThrottled,
    );
  });
});
