import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatArchiveConfig } from '../../../contract/setting/chat-archive-configure';
import type { DeveloperApplication } from '../../../contract/setting/developer';
import type { HealthScore } from '../../../contract/platform';
import { call, ok, signInAdmin } from '../platform/test-support/platform-test-client';
import type { Session } from '../platform/test-support/platform-test-client';
import { createTestApp, signIn } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

const S = '/scrm/v1/setting';

let test: TestApp;
let demo: Session;
let second: Session;
let newbie: Session;

beforeAll(async () => {
  test = await createTestApp();
  demo = await signInAdmin(test.app, 'admin', 'demo');
  second = await signInAdmin(test.app, 'admin2');
  newbie = await signIn(test.app, 'newbie', 'Newbie@123');
});

afterAll(() => test.close());

describe('/developer (spec §3 developer, §4 audit 0 → 1)', () => {
  it('applies in review (0), then the sandbox review passes it (1) with a code', async () => {
    expect(await ok(test.app, demo, 'GET', `${S}/developer/get`)).toBeNull();
    const applied = await ok<DeveloperApplication>(test.app, demo, 'POST', `${S}/developer/apply`, {
      title: '数据中台对接',
      type: 1,
      content: '同步客户与订单数据到自有数据中台',
    });
    expect(applied).toMatchObject({
      check_status: 0,
      reporting_status: 0,
      tenant_id: 'demo',
      code: '',
    });
    const again = await call(test.app, demo, 'POST', `${S}/developer/apply`, {
      title: 'x',
      type: 1,
      content: 'y',
    });
    expect(again.body.code).toBe(106010);
    test.clock.advance(61_000);
    const passed = await ok<DeveloperApplication>(test.app, demo, 'GET', `${S}/developer/get`);
    expect(passed).toMatchObject({ check_status: 1, reporting_status: 1 });
    expect(passed.code).toMatch(/^dev_[0-9a-f]{16}$/);
    expect(await ok(test.app, second, 'GET', `${S}/developer/get`)).toBeNull();
  });

  it('needs the /developer code (403 for a user without it)', async () => {
    expect((await call(test.app, newbie, 'GET', `${S}/developer/get`)).status).toBe(403);
  });

  it('names the missing field', async () => {
    const answer = await call(test.app, second, 'POST', `${S}/developer/apply`, {
      type: 1,
      content: 'x',
    });
    expect(answer).toMatchObject({ status: 400, body: { msg: '开发者名称不能为空' } });
  });
});

describe('/chat-archive-configure (spec §3 chat archive config)', () => {
  it('validates trust_ips as IPv4, IPv6 or CIDR with a Chinese message', async () => {
    const answer = await call(test.app, demo, 'POST', `${S}/chat-archive/save`, {
      public_key_ver: 1,
      trust_ips: ['10.0.0.1', '10.0.0.0/33'],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('可信IP「10.0.0.0/33」格式不正确');
  });

  it('generates an RSA pair on the server: the public key in full, the private key never', async () => {
    const config = await ok<ChatArchiveConfig>(
      test.app,
      demo,
      'POST',
      `${S}/chat-archive/generate-key`,
    );
    expect(config.public_key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(config.private_key).toMatchObject({ configured: true });
    expect(JSON.stringify(config)).not.toContain('PRIVATE KEY');
    const next = await ok<ChatArchiveConfig>(
      test.app,
      demo,
      'POST',
      `${S}/chat-archive/generate-key`,
    );
    expect(next.public_key_ver).toBe(config.public_key_ver + 1);
  });

  it('keeps the secret write-only: saved, answered masked, kept when left empty', async () => {
    const secret = 'ArchiveSecretValue_000099';
    const saved = await ok<ChatArchiveConfig>(test.app, demo, 'POST', `${S}/chat-archive/save`, {
      secret,
      public_key_ver: 3,
      trust_ips: ['203.0.113.7', '2001:db8::/32'],
    });
    expect(saved.secret).toEqual({ configured: true, masked: '••••••••0099' });
    expect(saved.trust_ips).toEqual(['203.0.113.7', '2001:db8::/32']);
    expect(saved.auth_info).toMatchObject({
      agent_name: '会话内容存档',
      status: 1,
      publish_status: 1,
    });
    const read = await ok<ChatArchiveConfig>(test.app, demo, 'GET', `${S}/chat-archive/get`);
    expect(JSON.stringify(read)).not.toContain(secret);
    const kept = await ok<ChatArchiveConfig>(test.app, demo, 'POST', `${S}/chat-archive/save`, {
      public_key_ver: 3,
      trust_ips: [],
    });
    expect(kept.secret.masked).toBe('••••••••0099');
    const other = await ok<ChatArchiveConfig>(test.app, second, 'GET', `${S}/chat-archive/get`);
    expect(other).toMatchObject({ id: null, secret: { configured: false }, public_key: '' });
  });

  it('refuses a pasted private key that is not an RSA key', async () => {
    const answer = await call(test.app, second, 'POST', `${S}/chat-archive/save`, {
      private_key: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----',
      public_key_ver: 1,
      trust_ips: [],
    });
    expect(answer.body.code).toBe(106012);
  });

  it('lets every member read it (special set) but only the code holder save it', async () => {
    expect((await call(test.app, newbie, 'GET', `${S}/chat-archive/get`)).status).toBe(200);
    const save = await call(test.app, newbie, 'POST', `${S}/chat-archive/save`, {
      public_key_ver: 1,
      trust_ips: [],
    });
    expect(save.status).toBe(403);
  });
});

describe('/config-check', () => {
  it('runs the health checks on demand; the archive check passes once configured', async () => {
    const result = await ok<HealthScore>(test.app, newbie, 'POST', `${S}/config-check/run`);
    expect(result.checks.find((item) => item.key === 'chat_archive')?.passed).toBe(true);
    const other = await ok<HealthScore>(test.app, second, 'POST', `${S}/config-check/run`);
    expect(other.checks.find((item) => item.key === 'chat_archive')).toMatchObject({
      passed: false,
      fix_path: '/chat-archive-configure',
    });
  });
});
