// issue #40 企业微信扫码登录 through the WeCom protocol fake on 127.0.0.1 (PGlite by default,
// PostgreSQL with TEST_DATABASE_URL): the state is signed and taken once, auth/getuserinfo
// names the member, the member's console account is found (or created only when an admin
// allowed it, with the chosen role), and a session follows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WECOM_SIGN_IN_ERRORS } from '../../../contract/auth-wecom';
import { updateTenantApp } from '../platform/app-state/tenant-app';
import { setTenantPlatform } from '../../platform/wecom/tenant-platform';
import { authHeaders, createTestApp, signIn } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { issueAuthCode } from '../../test-support/wecom-fake/handlers/auth-getuserinfo';
import { startWecomFake } from '../../test-support/wecom-fake/wecom-fake';
import type { WecomFake } from '../../test-support/wecom-fake/wecom-fake';

const CORP_ID = 'wwsignin0000000001';
const AGENT_ID = 1000021;
const APP_SECRET = 'signin-app-secret-0123456789abcdefghij';
const CONSOLE = 'https://console.example.com';

let t: TestApp;
let fake: WecomFake;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

interface Answer<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T | null;
}

async function start(body: Record<string, unknown> = { corp_id: CORP_ID }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/scrm/v1/auth/wecom/start',
    payload: body,
  });
  return { status: response.statusCode, answer: response.json<Answer<{ url: string }>>() };
}

async function newState(redirectUri?: string): Promise<string> {
  const { answer } = await start({
    corp_id: CORP_ID,
    ...(redirectUri ? { redirect_uri: redirectUri } : {}),
  });
  return new URL(answer.data?.url ?? '').searchParams.get('state') ?? '';
}

async function finish(code: string, state: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/scrm/v1/auth/wecom/login',
    payload: { code, state },
  });
  return response.json<Answer<{ token: string; code: string; redirect_to: string }>>();
}

const memberCode = (userid: string) => issueAuthCode(fake, CORP_ID, AGENT_ID, { userid });

async function allowAutoCreate(roleId: number | null, autoCreate = true) {
  const admin = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  const response = await t.app.inject({
    method: 'POST',
    url: '/scrm/v1/setting/wecom-sign-in',
    headers: authHeaders(admin),
    payload: { auto_create: autoCreate, role_id: roleId },
  });
  expect(response.json<Answer>().code).toBe(0);
}

beforeAll(async () => {
  fake = await startWecomFake();
  fake.addCorp({ corpId: CORP_ID, apps: [{ agentId: AGENT_ID, secret: APP_SECRET }] });
  t = await createTestApp({
    config: { wecomApiBase: fake.url, allowedRedirectOrigins: [CONSOLE] },
  });
  const now = new Date(t.clock.now);
  await updateTenantApp(
    t.database.db,
    'demo',
    { corpId: CORP_ID, agentId: String(AGENT_ID), appSecret: APP_SECRET },
    now,
  );
  await setTenantPlatform(t.database.db, 'demo', { platform: 'wecom', corpId: CORP_ID }, now);
}, 120_000);
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('企业微信扫码登录 (issue #40)', () => {
  it('start answers WeCom’s QR login address for the corp’s app, returning to this login page with a signed state', async () => {
    const { answer } = await start();
    expect(answer.code).toBe(0);
    const url = new URL(answer.data?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://login.work.weixin.qq.com/wwlogin/sso/login',
    );
    expect(url.searchParams.get('login_type')).toBe('CorpApp');
    expect(url.searchParams.get('appid')).toBe(CORP_ID);
    expect(url.searchParams.get('agentid')).toBe(String(AGENT_ID));
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/auth/login?wecom=1');
    // WeCom carries state back only if it is [a-zA-Z0-9], at most 128 bytes.
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{72}$/);
  });

  it('start refuses a corp that no tenant on WeCom has, and a redirect_uri off the login allow-list', async () => {
    const unknown = await start({ corp_id: 'wwnotconnected0001' });
    expect(unknown.answer.code).toBe(WECOM_SIGN_IN_ERRORS.unavailable.code);
    const offList = await start({ corp_id: CORP_ID, redirect_uri: 'https://evil.example/x' });
    expect(offList.status).toBe(400);
    expect(offList.answer.msg).toBe('登录后的跳转地址不被允许');
  });

  it('a forged state (bad signature, or not one of ours) is refused before WeCom is asked', async () => {
    const state = await newState();
    const flipped = `${state.slice(0, -1)}${state.endsWith('0') ? '1' : '0'}`;
    fake.reset();
    for (const forged of [flipped, 'a'.repeat(72), 'not-a-state']) {
      const answer = await finish(memberCode('zhangsan'), forged);
      expect(answer.code).toBe(WECOM_SIGN_IN_ERRORS.stateInvalid.code);
      expect(answer.data).toBeNull();
    }
    expect(fake.callsTo('auth/getuserinfo')).toHaveLength(0);
  });

  it('a replayed state is refused: each state signs in once', async () => {
    await allowAutoCreate(await memberRole());
    const state = await newState();
    expect((await finish(memberCode('replay01'), state)).code).toBe(0);
    const again = await finish(memberCode('replay01'), state);
    expect(again.code).toBe(WECOM_SIGN_IN_ERRORS.stateInvalid.code);
    expect(again.msg).toBe('企业微信登录已失效或链接无效，请重新扫码登录');
  });

  it('two sign-ins racing with one state: exactly one wins', async () => {
    await allowAutoCreate(await memberRole());
    const state = await newState();
    const answers = await Promise.all([
      finish(memberCode('race01'), state),
      finish(memberCode('race01'), state),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([
      0,
      WECOM_SIGN_IN_ERRORS.stateInvalid.code,
    ]);
  });

  it('an expired state (older than 10 minutes) is refused', async () => {
    const state = await newState();
    t.clock.advance(10 * 60_000 + 1);
    const answer = await finish(memberCode('late01'), state);
    expect(answer.code).toBe(WECOM_SIGN_IN_ERRORS.stateInvalid.code);
  });

  it('a member with no console account is refused with a clear Chinese message while auto-create is off', async () => {
    await allowAutoCreate(null, false);
    const answer = await finish(memberCode('noaccount01'), await newState());
    expect(answer.code).toBe(WECOM_SIGN_IN_ERRORS.noAccount.code);
    expect(answer.msg).toBe(
      '您的企业微信账号尚未开通控制台账号，请联系管理员开通或允许首次登录自动创建',
    );
    const [created] = await rows<{ n: number }>(sql`select count(*)::int as n from wecom_accounts
      where tenant_id = 'demo' and wecom_user_id = 'noaccount01'`);
    expect(created?.n).toBe(0);
  });

  it('someone who is not a member of the corp (openid) is refused', async () => {
    const code = issueAuthCode(fake, CORP_ID, AGENT_ID, { openid: 'oOutsider01' });
    const answer = await finish(code, await newState());
    expect(answer.code).toBe(WECOM_SIGN_IN_ERRORS.outsider.code);
  });

  it('with auto-create allowed, the first sign-in creates the account with the role the admin chose; the next one reuses it', async () => {
    const roleId = await memberRole();
    await allowAutoCreate(roleId);
    const first = await finish(memberCode('newbie01'), await newState());
    expect(first.code).toBe(0);
    const created = await rows<{ user_id: number; role_id: number }>(sql`select a.user_id,
        m.role_id from wecom_accounts a join memberships m
          on m.tenant_id = a.tenant_id and m.user_id = a.user_id
      where a.tenant_id = 'demo' and a.wecom_user_id = 'newbie01'`);
    expect(created).toHaveLength(1);
    expect(created[0]?.role_id).toBe(roleId);
    const second = await finish(memberCode('newbie01'), await newState());
    expect(second.code).toBe(0);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from wecom_accounts
      where tenant_id = 'demo' and wecom_user_id = 'newbie01'`);
    expect(count?.n).toBe(1);
  });

  it('success issues a session: a console token, and a one-time code appended to the allowed redirect_uri', async () => {
    await allowAutoCreate(await memberRole());
    const answer = await finish(
      memberCode('session01'),
      await newState(`${CONSOLE}/customer-list`),
    );
    expect(answer.code).toBe(0);
    const data = answer.data!;
    expect(data.redirect_to).toBe(`${CONSOLE}/customer-list?code=${data.code}`);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/scrm/v1/auth/profile',
      headers: authHeaders({ token: data.token, tenantId: 'demo' }),
    });
    expect(profile.statusCode).toBe(200);
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/auth/exchange',
      payload: { code: data.code },
    });
    expect(exchanged.json<Answer>().code).toBe(0);
  });

  it('a code WeCom does not know (used, expired or of another app) is refused with WeCom’s reason', async () => {
    const answer = await finish('unknown-code', await newState());
    expect(answer.code).toBe(106020);
    expect(answer.msg).toContain('企业微信登录凭证（code）无效或已过期');
  });

  it('starting WeCom authorizations is rate limited per address (30 in 10 minutes, then 100117)', async () => {
    let refusedAt = 0;
    for (let attempt = 1; attempt <= 31 && refusedAt === 0; attempt += 1) {
      const { answer } = await start();
      if (answer.code === WECOM_SIGN_IN_ERRORS.throttled.code) refusedAt = attempt;
      else expect(answer.code).toBe(0);
    }
    expect(refusedAt).toBeGreaterThan(0);
    t.clock.advance(10 * 60_000 + 1);
    expect((await start()).answer.code).toBe(0);
  });
});

async function memberRole(): Promise<number> {
  const [role] = await rows<{ id: number }>(sql`select id from roles
    where tenant_id = 'demo' and not built_in order by id limit 1`);
  return Number(role?.id);
}
