// issue #40 /role-manage 关联企业微信成员: an admin links a console account to a synced WeCom member
// (its userid) so 企业微信扫码登录 finds the account (through the WeCom protocol fake on
// 127.0.0.1); one account per member, validated, scoped by the verified token's tenant.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WECOM_SIGN_IN_ERRORS } from '../../../../contract/auth-wecom';
import type { ProfileData } from '../../../../contract/auth';
import type { ConsoleUserRow } from '../../../../contract/setting/role-manage';
import { WECOM_LINK_ERRORS } from '../../../../contract/setting/role-manage-wecom';
import type {
  WecomLinkRow,
  WecomMemberOption,
} from '../../../../contract/setting/role-manage-wecom';
import { setTenantPlatform } from '../../../platform/wecom/tenant-platform';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { issueAuthCode } from '../../../test-support/wecom-fake/handlers/auth-getuserinfo';
import { startWecomFake } from '../../../test-support/wecom-fake/wecom-fake';
import type { WecomFake } from '../../../test-support/wecom-fake/wecom-fake';
import { updateTenantApp } from '../../platform/app-state/tenant-app';
import { call } from './role-manage-test-kit';
import type { Session } from './role-manage-test-kit';

const CORP_ID = 'wwlink00000000001';
const AGENT_ID = 1000031;
const APP_SECRET = 'link-app-secret-0123456789abcdefghijkl';

let t: TestApp;
let fake: WecomFake;
let admin: Session;
let second: Session;
let users: Map<string, number>;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const links = async () =>
  (await call<{ list: WecomLinkRow[] }>(t, admin, 'GET', '/wecom-links')).data.list;

async function signInThroughWecom(userid: string) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/scrm/v1/auth/wecom/start',
    payload: { corp_id: CORP_ID },
  });
  const url = new URL(started.json<{ data: { url: string } }>().data.url);
  const response = await t.app.inject({
    method: 'POST',
    url: '/scrm/v1/auth/wecom/login',
    payload: {
      code: issueAuthCode(fake, CORP_ID, AGENT_ID, { userid }),
      state: url.searchParams.get('state'),
    },
  });
  return response.json<{ code: number; msg: string; data: { token: string } | null }>();
}

async function accountOf(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/scrm/v1/auth/profile',
    headers: authHeaders({ token, tenantId: 'demo' }),
  });
  return response.json<{ data: ProfileData }>().data.user.account;
}

beforeAll(async () => {
  fake = await startWecomFake();
  fake.addCorp({ corpId: CORP_ID, apps: [{ agentId: AGENT_ID, secret: APP_SECRET }] });
  t = await createTestApp({ config: { wecomApiBase: fake.url } });
  const now = new Date(t.clock.now);
  const { db } = t.database;
  const app = { corpId: CORP_ID, agentId: String(AGENT_ID), appSecret: APP_SECRET };
  await updateTenantApp(db, 'demo', app, now);
  await setTenantPlatform(db, 'demo', { platform: 'wecom', corpId: CORP_ID }, now);
  await db.execute(sql`insert into employees (tenant_id, platform_user_id, name, status) values
    ('demo', 'link.zhang', '张关联', 1), ('demo', 'link.li', '李关联', 1),
    ('demo', 'link.gone', '王离职', 2), ('second', 'link.second', '第二企业成员', 1)`);
  admin = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  second = await signIn(t.app, 'admin2', 'Admin@123');
  const list = (await call<{ list: ConsoleUserRow[] }>(t, admin, 'GET', '/users?page_size=100'))
    .data.list;
  users = new Map(list.map((row) => [row.account, row.id]));
}, 120_000);
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('/role-manage 关联企业微信成员 (issue #40)', () => {
  it('an account linked to a synced WeCom member is the account 企业微信扫码登录 signs in as', async () => {
    const operator = users.get('operator');
    const before = await signInThroughWecom('link.zhang');
    expect(before.code).toBe(WECOM_SIGN_IN_ERRORS.noAccount.code);

    const linked = await call<WecomLinkRow>(t, admin, 'POST', `/users/${operator}/wecom`, {
      wecom_user_id: 'link.zhang',
    });
    expect(linked.code).toBe(0);
    expect(linked.data).toEqual({
      user_id: operator,
      wecom_user_id: 'link.zhang',
      member_name: '张关联',
    });
    expect(await links()).toContainEqual(linked.data);

    const after = await signInThroughWecom('link.zhang');
    expect(after.code).toBe(0);
    expect(await accountOf(after.data?.token ?? '')).toBe('operator');
  });

  it('one account per WeCom member: a member already linked to another account is refused in Chinese, nothing changes', async () => {
    const newbie = users.get('newbie');
    const taken = await call(t, admin, 'POST', `/users/${newbie}/wecom`, {
      wecom_user_id: 'link.zhang',
    });
    expect(taken.code).toBe(WECOM_LINK_ERRORS.memberTaken.code);
    expect(taken.body?.msg).toBe('该企业微信成员已关联其他控制台账号，请先解除原关联');
    const holders = await rows<{ user_id: number }>(sql`select user_id from wecom_accounts
      where tenant_id = 'demo' and wecom_user_id = 'link.zhang'`);
    expect(holders.map((row) => Number(row.user_id))).toEqual([users.get('operator')]);
  });

  it('linking an account to another member replaces its link (one member per account)', async () => {
    const newbie = users.get('newbie');
    await call(t, admin, 'POST', `/users/${newbie}/wecom`, { wecom_user_id: 'link.li' });
    await call(t, admin, 'POST', `/users/${newbie}/wecom`, { wecom_user_id: 'link.li' });
    const options = await call<{ list: WecomMemberOption[] }>(
      t,
      admin,
      'GET',
      '/wecom-members?keyword=link',
    );
    expect(options.data.list.find((m) => m.wecom_user_id === 'link.li')?.linked_user_id).toBe(
      newbie,
    );
    const mine = (await links()).filter((row) => row.user_id === newbie);
    expect(mine.map((row) => row.wecom_user_id)).toEqual(['link.li']);
  });

  it('a userid that is not an active synced member of this tenant (unknown, left, another tenant’s) is refused', async () => {
    const newbie = users.get('newbie');
    for (const userid of ['nobody.here', 'link.gone', 'link.second']) {
      const answer = await call(t, admin, 'POST', `/users/${newbie}/wecom`, {
        wecom_user_id: userid,
      });
      expect(answer.code).toBe(WECOM_LINK_ERRORS.memberNotFound.code);
      expect(answer.body?.msg).toBe(WECOM_LINK_ERRORS.memberNotFound.msg);
    }
    const options = await call<{ list: WecomMemberOption[] }>(
      t,
      admin,
      'GET',
      '/wecom-members?keyword=link.',
    );
    const ids = options.data.list.map((member) => member.wecom_user_id);
    expect(ids).toContain('link.zhang');
    expect(ids).not.toContain('link.gone');
    expect(ids).not.toContain('link.second');
  });

  it('a bad body gets a 400 naming wecom_user_id, and nothing is written', async () => {
    const newbie = users.get('newbie');
    for (const body of [{}, { wecom_user_id: '' }, { wecom_user_id: '张 三' }]) {
      const answer = await call(t, admin, 'POST', `/users/${newbie}/wecom`, body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('wecom_user_id');
    }
    const extra = await call(t, admin, 'POST', `/users/${newbie}/wecom`, {
      wecom_user_id: 'link.zhang',
      user_id: 1,
    });
    expect(extra.status).toBe(400);
    expect((await links()).filter((row) => row.user_id === newbie)).toHaveLength(1);
  });

  it('the endpoints need the /role-manage page code (403 for a member without it)', async () => {
    const operator = await signIn(t.app, 'operator', 'Operator@123', 'demo');
    const attempts = [
      await call(t, operator, 'GET', '/wecom-links'),
      await call(t, operator, 'GET', '/wecom-members'),
      await call(t, operator, 'POST', `/users/${users.get('operator')}/wecom`, {
        wecom_user_id: 'link.li',
      }),
      await call(t, operator, 'DELETE', `/users/${users.get('newbie')}/wecom`),
    ];
    expect(attempts.map((attempt) => attempt.status)).toEqual([403, 403, 403, 403]);
  });

  it('tenant second neither sees nor changes demo’s links', async () => {
    const theirs = (await call<{ list: WecomLinkRow[] }>(t, second, 'GET', '/wecom-links')).data
      .list;
    expect(theirs.some((row) => row.wecom_user_id.startsWith('link.'))).toBe(false);
    const members = (
      await call<{ list: WecomMemberOption[] }>(t, second, 'GET', '/wecom-members?keyword=link.')
    ).data.list;
    const linkIds = members
      .map((member) => member.wecom_user_id)
      .filter((id) => id.startsWith('link.'));
    expect(linkIds).toEqual(['link.second']);
    const operator = users.get('operator');
    const unlink = await call(t, second, 'DELETE', `/users/${operator}/wecom`);
    const relink = await call(t, second, 'POST', `/users/${operator}/wecom`, {
      wecom_user_id: 'link.second',
    });
    expect([unlink.code, relink.code].every((code) => code !== 0)).toBe(true);
    expect((await links()).find((row) => row.user_id === operator)?.wecom_user_id).toBe(
      'link.zhang',
    );
  });

  it('unlinking ends sign-in through WeCom for that account; unlinking an account with no link is refused', async () => {
    const operator = users.get('operator');
    expect((await call(t, admin, 'DELETE', `/users/${operator}/wecom`)).code).toBe(0);
    expect((await links()).some((row) => row.user_id === operator)).toBe(false);
    expect((await signInThroughWecom('link.zhang')).code).toBe(WECOM_SIGN_IN_ERRORS.noAccount.code);
    const again = await call(t, admin, 'DELETE', `/users/${operator}/wecom`);
    expect(again.code).toBe(WECOM_LINK_ERRORS.notLinked.code);
  });
});
