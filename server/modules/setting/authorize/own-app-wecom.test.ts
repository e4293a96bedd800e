// issue #35: saving the self-built app against WeCom (the protocol fake on 127.0.0.1) switches
// the tenant to the `wecom` platform; a refusal shows WeCom's reason and changes nothing;
// 测试连接 and /config-check check the connection live; no secret or token ever leaks.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthScore } from '../../../../contract/platform';
import type { ConnectionTestResult, OwnAppConfig } from '../../../../contract/setting/authorize';
import { wecomConnections } from '../../../db/schema/wecom';
import { tenantPlatformKind } from '../../../platform/wecom/tenant-platform';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { startWecomFake } from '../../../test-support/wecom-fake/wecom-fake';
import type { WecomFake } from '../../../test-support/wecom-fake/wecom-fake';
import type { FakeCorp } from '../../../test-support/wecom-fake/fake-types';
import { call, signInAdmin } from '../../platform/test-support/platform-test-client';
import type { Session } from '../../platform/test-support/platform-test-client';

const P = '/scrm/v1/platform';
const CORP_ID = 'wwrealcorp00000001';
const APP_SECRET = 'RealAppSecret_0123456789abcdefghij';
const CONTACT_SECRET = 'RealContactSecret_0123456789abcdef';

let fake: WecomFake;
let corp: FakeCorp;
let test: TestApp;
let second: Session;
let demo: Session;
const logs: string[] = [];
const answers: string[] = [];

async function send<T>(session: Session, method: 'GET' | 'POST', url: string, body?: unknown) {
  const answer = await call<T>(test.app, session, method, url, body);
  answers.push(JSON.stringify(answer.body));
  return answer.body as { code: number; msg: string; data: T };
}

beforeAll(async () => {
  fake = await startWecomFake();
  corp = fake.addCorp({
    corpId: CORP_ID,
    apps: [
      { agentId: 1000002, secret: APP_SECRET, name: '私域助手', visibleUserIds: ['zhangsan'] },
      { agentId: null, secret: CONTACT_SECRET, permissions: new Set(['externalcontact']) },
    ],
    users: [{ userid: 'zhangsan', name: '张三', department: [1] }],
  });
  test = await createTestApp({
    config: { wecomApiBase: fake.url },
    log: (line) => logs.push(line),
  });
  second = await signInAdmin(test.app, 'admin2');
  demo = await signInAdmin(test.app, 'admin', 'demo');
});

afterAll(async () => {
  await test.close();
  await fake.stop();
});

describe('saving the self-built app (app/internal/save) against WeCom', () => {
  it('verifies the credentials with gettoken and switches the tenant to the wecom platform', async () => {
    expect(await tenantPlatformKind(test.database.db, second.tenantId)).toBe('sandbox');
    const saved = await send<OwnAppConfig>(second, 'POST', `${P}/app/internal/save`, {
      corp_id: CORP_ID,
      agent_id: '1000002',
      secret: APP_SECRET,
      contact_secret: CONTACT_SECRET,
      callback_token: 'Tok3n',
      callback_aes_key: 'a'.repeat(43),
    });
    expect(saved.code).toBe(0);
    expect(saved.data.callback_url).toMatch(
      new RegExp(`/scrm/v1/platform/wecom/callback/${second.tenantId}$`),
    );
    expect(fake.callsTo('gettoken').map((one) => one.query.corpid)).toEqual([CORP_ID]);
    expect(await tenantPlatformKind(test.database.db, second.tenantId)).toBe('wecom');
    const [connection] = await test.database.db
      .select()
      .from(wecomConnections)
      .where(eq(wecomConnections.tenantId, second.tenantId));
    expect(connection?.corpId).toBe(CORP_ID);
    expect(connection?.verifiedAt).not.toBeNull();
  });

  it('a bad secret (40001) shows 不合法的secret, saves nothing and leaves the tenant on the sandbox', async () => {
    const before = await send<OwnAppConfig>(demo, 'GET', `${P}/app/config/get`);
    const refused = await send<null>(demo, 'POST', `${P}/app/internal/save`, {
      corp_id: CORP_ID,
      agent_id: '1000777',
      secret: 'WrongSecret_0123456789abcdefghijk',
    });
    expect(refused.code).toBe(106003);
    expect(refused.msg).toContain('不合法的secret');
    expect(await tenantPlatformKind(test.database.db, demo.tenantId)).toBe('sandbox');
    const after = await send<OwnAppConfig>(demo, 'GET', `${P}/app/config/get`);
    expect(after.data).toEqual(before.data);
  });

  it('an unknown corp id (40013) shows 不合法的CorpID', async () => {
    const refused = await send<null>(demo, 'POST', `${P}/app/internal/save`, {
      corp_id: 'wwnosuchcorp000001',
      agent_id: '1000002',
      secret: APP_SECRET,
    });
    expect(refused).toMatchObject({ code: 106003 });
    expect(refused.msg).toContain('不合法的CorpID');
  });
});

describe('测试连接 (app/internal/test-connection)', () => {
  const testConnection = (session: Session) =>
    send<ConnectionTestResult>(session, 'POST', `${P}/app/internal/test-connection`);

  it('on WeCom checks the token, agent/get, the 客户联系 permission and shows the last callback', async () => {
    const lastCallbackAt = new Date('2026-11-27T08:30:00Z');
    await test.database.db
      .update(wecomConnections)
      .set({ lastCallbackAt })
      .where(eq(wecomConnections.tenantId, second.tenantId));
    const result = (await testConnection(second)).data;
    expect(result.platform).toBe('wecom');
    expect(result.last_callback_at).toBe(lastCallbackAt.toISOString());
    expect(result.items.map((item) => [item.key, item.passed])).toEqual([
      ['wecom_token', true],
      ['trusted_ip', true],
      ['visible_range', true],
      ['customer_contact', true],
      ['callback', true],
    ]);
    expect(result.items.find((item) => item.key === 'callback')?.message).toContain(
      '2026-11-27 16:30',
    );
    expect(fake.callsTo('agent/get').at(-1)?.query.agentid).toBe('1000002');
  });

  it('explains 60020 with the trusted IP list and the address WeCom saw', async () => {
    corp.deniedIp = '203.0.113.7';
    try {
      const result = (await testConnection(second)).data;
      const ip = result.items.find((item) => item.key === 'trusted_ip');
      expect(ip?.passed).toBe(false);
      expect(ip?.message).toContain('IP 不在可信IP列表');
      expect(ip?.message).toContain('203.0.113.7');
    } finally {
      corp.deniedIp = null;
    }
  });

  it('shows 48002 when the 客户联系 secret may not call customer contact APIs', async () => {
    const contact = corp.apps.find((app) => app.secret === CONTACT_SECRET);
    contact?.permissions.delete('externalcontact');
    try {
      const result = (await testConnection(second)).data;
      const item = result.items.find((one) => one.key === 'customer_contact');
      expect(item?.passed).toBe(false);
      expect(item?.message).toContain('API 接口无权限调用');
    } finally {
      contact?.permissions.add('externalcontact');
    }
  });

  it('on the sandbox says the sandbox delivers events itself', async () => {
    const result = (await testConnection(demo)).data;
    expect(result.platform).toBe('sandbox');
    expect(result.items.find((item) => item.key === 'callback')?.message).toContain('沙箱');
  });
});

describe('/config-check on WeCom', () => {
  it('lists the live checks (token, trusted IP, visible range, 客户联系, callback) with weights summing to 100', async () => {
    const score = (await send<HealthScore>(second, 'POST', '/scrm/v1/setting/config-check/run'))
      .data;
    expect(score.checks.map((check) => check.key)).toEqual([
      'wecom_token',
      'trusted_ip',
      'visible_range',
      'customer_contact',
      'callback',
      'chat_archive',
    ]);
    expect(score.checks.reduce((sum, check) => sum + check.weight, 0)).toBe(100);
    expect(
      score.checks.filter((check) => check.key !== 'chat_archive').every((c) => c.passed),
    ).toBe(true);
  });
});

describe('secrets and tokens', () => {
  it('never appear in the request log, the error log or any answer', () => {
    const tokens = [...new Set(fake.calls.map((one) => one.query.access_token).filter(Boolean))];
    expect(tokens.length).toBeGreaterThan(0);
    expect(logs.length).toBeGreaterThan(0);
    const seen = [
      ...logs,
      ...answers,
      ...test.errors.map((error) => `${String(error)} ${(error as Error).stack ?? ''}`),
    ].join('\n');
    for (const secret of [APP_SECRET, CONTACT_SECRET, 'WrongSecret_0123456789abcdefghijk']) {
      expect(seen).not.toContain(secret);
    }
    for (const token of tokens) expect(seen).not.toContain(token);
  });
});
