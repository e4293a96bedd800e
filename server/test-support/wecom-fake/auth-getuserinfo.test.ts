// The fake's auth/getuserinfo enforces what WeCom documents (handlers/auth-getuserinfo.ts): code
// required (41008), ≤ 512 bytes, used once, within 5 minutes, by the app the member authorized.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAuthCode } from './handlers/auth-getuserinfo';
import { startWecomFake } from './wecom-fake';
import type { WecomFake } from './wecom-fake';

const CORP = 'wwfakeauth00000001';
let fake: WecomFake;
const tokens: Record<string, string> = {};

async function call(secret: string, query: string) {
  const response = await fetch(
    `${fake.url}/cgi-bin/auth/getuserinfo?access_token=${tokens[secret]}${query}`,
  );
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  fake = await startWecomFake();
  fake.addCorp({
    corpId: CORP,
    apps: [
      { agentId: 1000031, secret: 'fake-auth-app-secret-0123456789abcd' },
      { agentId: 1000032, secret: 'fake-auth-other-secret-0123456789ab' },
    ],
  });
  for (const secret of [
    'fake-auth-app-secret-0123456789abcd',
    'fake-auth-other-secret-0123456789ab',
  ]) {
    const answer = (await (
      await fetch(`${fake.url}/cgi-bin/gettoken?corpid=${CORP}&corpsecret=${secret}`)
    ).json()) as { access_token: string };
    tokens[secret] = answer.access_token;
  }
});
afterAll(() => fake.stop());

const APP = 'fake-auth-app-secret-0123456789abcd';
const OTHER = 'fake-auth-other-secret-0123456789ab';

describe('the fake auth/getuserinfo', () => {
  it('answers userid for a member and openid for anyone else, each code once (then 40029)', async () => {
    const member = issueAuthCode(fake, CORP, 1000031, { userid: 'lisi' });
    expect(await call(APP, `&code=${member}`)).toMatchObject({ errcode: 0, userid: 'lisi' });
    expect((await call(APP, `&code=${member}`)).errcode).toBe(40029);
    const outsider = issueAuthCode(fake, CORP, 1000031, { openid: 'oABC' });
    const answer = await call(APP, `&code=${outsider}`);
    expect(answer).toMatchObject({ errcode: 0, openid: 'oABC' });
    expect(answer.userid).toBeUndefined();
  });

  it('refuses a missing code (41008), a code over 512 bytes (40058), an expired one and one authorized for another app (40029)', async () => {
    expect((await call(APP, '')).errcode).toBe(41008);
    expect((await call(APP, `&code=${'x'.repeat(513)}`)).errcode).toBe(40058);
    const old = issueAuthCode(fake, CORP, 1000031, { userid: 'lisi' }, Date.now() - 5 * 60_000);
    expect((await call(APP, `&code=${old}`)).errcode).toBe(40029);
    const forOther = issueAuthCode(fake, CORP, 1000031, { userid: 'lisi' });
    expect((await call(OTHER, `&code=${forOther}`)).errcode).toBe(40029);
  });
});
