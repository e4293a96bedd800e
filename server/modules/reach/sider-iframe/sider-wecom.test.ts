// issue #40 the chat sidebar inside WeCom, through the protocol fake on 127.0.0.1: WeCom's web
// authorization names the employee, the page is signed for ww.register (WeCom's algorithm over
// the cached tickets, on the trusted domain only), and the chat's external contact becomes the
// ticket the sidebar API takes — only for that employee's customer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsapiSignature } from '../../../platform/wecom/jsapi-signature';
import { setTenantPlatform } from '../../../platform/wecom/tenant-platform';
import { wecomToolbarUrl } from '../../../../contract/reach/sider-wecom';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { issueAuthCode } from '../../../test-support/wecom-fake/handlers/auth-getuserinfo';
import { startWecomFake } from '../../../test-support/wecom-fake/wecom-fake';
import type { WecomFake } from '../../../test-support/wecom-fake/wecom-fake';
import { updateTenantApp } from '../../platform/app-state/tenant-app';
import { siderTestKit } from './sider-test-support';

const CORP_ID = 'wwsidebar000000001';
const AGENT_ID = 1000041;
const APP_SECRET = 'sidebar-app-secret-0123456789abcdefghi';
const SIDER = 'https://sider.example.com';
const PAGE = `${SIDER}/sidebar/quick-reply?corp_id=${CORP_ID}`;

let t: TestApp;
let fake: WecomFake;
const kit = siderTestKit(() => t);

interface Answer<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T | null;
}

const post = async <T>(url: string, payload: object, ticket?: string) => {
  const response = await kit.sider(ticket).post(url, payload);
  return { status: response.statusCode, body: response.body, answer: response.json<Answer<T>>() };
};

/** An open chat of an active employee, with the employee's userid as WeCom knows it. */
async function activeChat() {
  const [row] = await kit.rows<{
    customer_id: number;
    employee_id: number;
    external_user_id: string;
    userid: string;
  }>(sql`select r.customer_id, r.employee_id, c.external_user_id, e.platform_user_id as userid
    from customer_relations r
    join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
    join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id and e.status = 1
    where r.tenant_id = 'demo' and r.deleted_by_customer_at is null
      and r.deleted_by_employee_at is null
    order by r.customer_id, r.employee_id limit 1`);
  if (!row) throw new Error('no chat of an active employee seeded');
  return { ...row, customer_id: Number(row.customer_id), employee_id: Number(row.employee_id) };
}

async function authorizedState(page = PAGE): Promise<string> {
  const { answer } = await post<{ url: string }>('/sidebar/api/wecom/authorize', {
    corp_id: CORP_ID,
    url: page,
  });
  return new URL(answer.data?.url ?? '').searchParams.get('state') ?? '';
}

async function employeeTicket(userid: string): Promise<string> {
  const code = issueAuthCode(fake, CORP_ID, AGENT_ID, { userid });
  const { answer } = await post<{ ticket: string }>('/sidebar/api/wecom/session', {
    code,
    state: await authorizedState(),
  });
  return answer.data?.ticket ?? '';
}

async function fakeTickets() {
  const token = (await (
    await fetch(`${fake.url}/cgi-bin/gettoken?corpid=${CORP_ID}&corpsecret=${APP_SECRET}`)
  ).json()) as { access_token: string };
  const read = async (path: string) =>
    (
      (await (
        await fetch(`${fake.url}/cgi-bin/${path}access_token=${token.access_token}`)
      ).json()) as {
        ticket: string;
      }
    ).ticket;
  return {
    corp: await read('get_jsapi_ticket?'),
    agent: await read('ticket/get?type=agent_config&'),
  };
}

beforeAll(async () => {
  fake = await startWecomFake();
  fake.addCorp({ corpId: CORP_ID, apps: [{ agentId: AGENT_ID, secret: APP_SECRET }] });
  t = await createTestApp({ config: { wecomApiBase: fake.url, siderHost: SIDER } });
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

describe('the chat sidebar inside WeCom (issue #40)', () => {
  it('authorize answers WeCom’s web authorization (snsapi_base, the app’s agent) back to the page; a page off the trusted domain is refused', async () => {
    const { answer } = await post<{ url: string }>('/sidebar/api/wecom/authorize', {
      corp_id: CORP_ID,
      url: `${PAGE}&code=old&state=old#tab`,
    });
    const url = new URL(answer.data?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize',
    );
    expect(url.hash).toBe('#wechat_redirect');
    expect(url.searchParams.get('appid')).toBe(CORP_ID);
    expect(url.searchParams.get('agentid')).toBe(String(AGENT_ID));
    expect(url.searchParams.get('scope')).toBe('snsapi_base');
    expect(url.searchParams.get('redirect_uri')).toBe(PAGE);
    const off = await post('/sidebar/api/wecom/authorize', {
      corp_id: CORP_ID,
      url: 'https://evil.example/sidebar/profile',
    });
    expect(off.status).toBe(400);
    expect(off.answer.msg).toContain('可信域名');
  });

  it('js-config signs the page for ww.register with WeCom’s algorithm over both tickets, and answers no ticket or secret', async () => {
    const chat = await activeChat();
    const ticket = await employeeTicket(chat.userid);
    const url = `${PAGE}&code=abc&state=def#frag`;
    const { answer, body } = await post<{
      corp_id: string;
      agent_id: number;
      timestamp: number;
      nonce_str: string;
      signature: string;
      agent_signature: string;
    }>('/sidebar/api/wecom/js-config', { url }, ticket);
    expect(answer.code).toBe(0);
    const data = answer.data!;
    expect(data.corp_id).toBe(CORP_ID);
    expect(data.agent_id).toBe(AGENT_ID);
    expect(data.timestamp).toBe(Math.floor(t.clock.now / 1000));
    const tickets = await fakeTickets();
    const signed = { nonceStr: data.nonce_str, timestamp: data.timestamp, url };
    expect(data.signature).toBe(jsapiSignature({ ticket: tickets.corp, ...signed }));
    expect(data.agent_signature).toBe(jsapiSignature({ ticket: tickets.agent, ...signed }));
    for (const secret of [tickets.corp, tickets.agent, APP_SECRET]) {
      expect(body).not.toContain(secret);
    }
  });

  it('js-config needs the employee’s ticket and a page on the trusted domain', async () => {
    const without = await post('/sidebar/api/wecom/js-config', { url: PAGE });
    expect(without.status).toBe(401);
    const ticket = await employeeTicket((await activeChat()).userid);
    const off = await post(
      '/sidebar/api/wecom/js-config',
      { url: 'https://evil.example/' },
      ticket,
    );
    expect(off.status).toBe(400);
    expect(off.answer.msg).toContain('可信域名');
  });

  it('the employee ticket reads no customer; the chat’s external contact of that employee becomes the chat ticket the sidebar API takes', async () => {
    const chat = await activeChat();
    const employee = await employeeTicket(chat.userid);
    expect((await kit.sider(employee).get('/sidebar/api/context')).statusCode).toBe(401);
    const { answer } = await post<{ ticket: string }>(
      '/sidebar/api/wecom/chat',
      { external_userid: chat.external_user_id },
      employee,
    );
    expect(answer.code).toBe(0);
    const context = await kit.sider(answer.data?.ticket).get('/sidebar/api/context');
    expect(context.statusCode).toBe(200);
    expect(context.json<Answer<{ customer: { id: number } }>>().data?.customer.id).toBe(
      chat.customer_id,
    );
  });

  it('a customer who is not the employee’s is refused (401)', async () => {
    const chat = await activeChat();
    const [other] = await kit.rows<{ external_user_id: string }>(sql`select c.external_user_id
      from customers c where c.tenant_id = 'demo' and not exists (select 1
        from customer_relations r where r.tenant_id = c.tenant_id and r.customer_id = c.id
          and r.employee_id = ${chat.employee_id}) limit 1`);
    const employee = await employeeTicket(chat.userid);
    const refused = await post(
      '/sidebar/api/wecom/chat',
      { external_userid: other?.external_user_id ?? 'none' },
      employee,
    );
    expect(refused.status).toBe(401);
  });

  it('a forged or replayed sidebar state is refused (401), and a sign-in state is not a sidebar state', async () => {
    const { userid } = await activeChat();
    const state = await authorizedState();
    const code = () => issueAuthCode(fake, CORP_ID, AGENT_ID, { userid });
    expect((await post('/sidebar/api/wecom/session', { code: code(), state })).status).toBe(200);
    expect((await post('/sidebar/api/wecom/session', { code: code(), state })).status).toBe(401);
    const forged = `${state.slice(0, 32)}${'0'.repeat(40)}`;
    expect((await post('/sidebar/api/wecom/session', { code: code(), state: forged })).status).toBe(
      401,
    );
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/auth/wecom/start',
      payload: { corp_id: CORP_ID },
    });
    const signInState =
      new URL(signIn.json<Answer<{ url: string }>>().data?.url ?? '').searchParams.get('state') ??
      '';
    expect(
      (await post('/sidebar/api/wecom/session', { code: code(), state: signInState })).status,
    ).toBe(401);
  });

  it('the /menu-setting toolbar gives a tenant on WeCom its corp id, so each sidebar entry is the page’s one address with ?corp_id; a sandbox tenant gets none', async () => {
    const toolbar = async (account: string, tenantId: string) => {
      const session = await signIn(t.app, account, 'Admin@123', tenantId);
      const response = await t.app.inject({
        method: 'GET',
        url: '/scrm/v1/reach/chat-toolbar',
        headers: authHeaders(session),
      });
      return response.json<Answer<{ wecom_corp_id: string | null }>>().data;
    };
    expect((await toolbar('admin', 'demo'))?.wecom_corp_id).toBe(CORP_ID);
    expect((await toolbar('admin2', 'second'))?.wecom_corp_id).toBeNull();
    expect(wecomToolbarUrl(`${SIDER}/sidebar/profile`, CORP_ID)).toBe(
      `${SIDER}/sidebar/profile?corp_id=${CORP_ID}`,
    );
    expect(wecomToolbarUrl(`${SIDER}/sidebar/profile`, null)).toBe(`${SIDER}/sidebar/profile`);
  });
});
