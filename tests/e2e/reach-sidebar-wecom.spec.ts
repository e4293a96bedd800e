import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shell-helpers';

// issue #40 the chat sidebar inside WeCom (docs/wecom.md "The chat sidebar"): the page opened
// from the chat toolbar with only ?corp_id runs WeCom's flow — web authorization, ww.register
// with the server's signatures, getContext / getCurExternalContact — and 发送 hands the quick
// reply to the chat with sendChatMessage. WeCom itself is stood in for: the `ww` object (set
// before the page loads, as WeCom's script build sets it), and the four /sidebar/api/wecom/*
// answers that need a real corp (their rules are the server tests' job); the chat's ticket is
// one the sandbox preview signs, so the replies and the send record are the real server's.

const port = process.env.E2E_PORT ?? '4310';
const SIDER_HOST = `http://127.0.0.2:${port}`;
const CORP_ID = 'wwe2esidebar000001';
const AGENT_ID = 1000002;
const SIGNED = {
  timestamp: 1_700_000_000,
  nonce_str: 'e2e-nonce',
  signature: 's1',
  agent_signature: 's2',
};

async function api<T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ([method, url, body]) => {
      const response = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('Authorization') ?? ''}`,
          'X-Tenant': localStorage.getItem('X-Tenant') ?? '',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    [method, url, body] as const,
  );
  expect((answer as { code: number }).code, `${method} ${url}`).toBe(0);
  return (answer as { data: T }).data;
}

const ok = (data: unknown) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ code: 0, msg: 'success', data }),
});

test('inside WeCom the sidebar registers with the server’s signatures, finds the open chat and sends a quick reply into it with sendChatMessage', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/sider-iframe');
  // A chat the sandbox can sign: its ticket stands in for the one WeCom's flow would give.
  const targets = await api<{ customer_id: number; employee_id: number }[]>(
    page,
    'GET',
    '/scrm/v1/reach/sider-iframe/preview-targets',
  );
  const target = targets[0];
  expect(target, 'the seed has chats').toBeTruthy();
  const { path } = await api<{ path: string }>(
    page,
    'POST',
    '/scrm/v1/reach/sider-iframe/preview',
    {
      customer_id: target!.customer_id,
      employee_id: target!.employee_id,
      page_key: 'quick-reply',
    },
  );
  const preview = new URL(path, SIDER_HOST).searchParams;
  const ticket = preview.get('ticket') ?? '';
  const externalUserId = preview.get('external_userid') ?? '';

  const entry = `${SIDER_HOST}/sidebar/quick-reply?corp_id=${CORP_ID}`;
  const bodies: Record<string, unknown> = {};
  const wecomApi: Record<string, unknown> = {
    // WeCom's web authorization comes straight back with code and state.
    authorize: { url: `${entry}&code=e2e-code&state=e2e-state` },
    session: { ticket, corp_id: CORP_ID, agent_id: AGENT_ID },
    'js-config': { corp_id: CORP_ID, agent_id: AGENT_ID, ...SIGNED },
    chat: { ticket, corp_id: CORP_ID, agent_id: AGENT_ID },
  };
  await page.route('**/sidebar/api/wecom/*', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    bodies[name] = route.request().postDataJSON();
    await route.fulfill(ok(wecomApi[name]));
  });
  await page.addInitScript(
    ([userId]) => {
      const calls: Array<[string, unknown]> = [];
      (window as unknown as { wwCalls: typeof calls }).wwCalls = calls;
      (window as unknown as { ww: unknown }).ww = {
        register(options: {
          corpId: string;
          agentId: number;
          jsApiList: string[];
          getConfigSignature(url: string): Promise<unknown>;
          getAgentConfigSignature(url: string): Promise<unknown>;
        }) {
          calls.push(['register', { corpId: options.corpId, agentId: options.agentId }]);
          // WeCom asks for both signatures of the page's own address.
          void Promise.all([
            options.getConfigSignature(location.href),
            options.getAgentConfigSignature(location.href),
          ]).then((signed) => calls.push(['signatures', signed]));
        },
        getContext: async () => ({ entry: 'single_chat_tools' }),
        getCurExternalContact: async () => ({ userId }),
        getCurExternalChat: async () => ({ chatId: '' }),
        sendChatMessage: async (message: unknown) => {
          calls.push(['sendChatMessage', message]);
          return { errMsg: 'sendChatMessage:ok' };
        },
      };
    },
    [externalUserId] as const,
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(entry);
  const reply = page
    .getByTestId('sider-reply')
    .filter({ has: page.locator('.sd-text') })
    .first();
  await expect(reply).toBeVisible({ timeout: 15_000 });
  // The code and state are gone from the address (a reload must not replay them).
  expect(new URL(page.url()).searchParams.get('code')).toBeNull();
  expect(bodies.session).toEqual({ code: 'e2e-code', state: 'e2e-state' });
  expect(bodies.chat).toEqual({ external_userid: externalUserId });

  const text = (await reply.locator('.sd-text').textContent()) ?? '';
  expect(text).not.toBe('');
  await reply.getByRole('button', { name: /^发送/ }).click();
  await expect(page.getByText(/已发送话术/)).toBeVisible();

  const calls = await page.evaluate(() => (window as unknown as { wwCalls: unknown[] }).wwCalls);
  expect(calls).toContainEqual(['register', { corpId: CORP_ID, agentId: AGENT_ID }]);
  expect(calls).toContainEqual([
    'signatures',
    [
      { timestamp: SIGNED.timestamp, nonceStr: SIGNED.nonce_str, signature: SIGNED.signature },
      {
        timestamp: SIGNED.timestamp,
        nonceStr: SIGNED.nonce_str,
        signature: SIGNED.agent_signature,
      },
    ],
  ]);
  expect(calls).toContainEqual(['sendChatMessage', { msgtype: 'text', text: { content: text } }]);
  expect(
    (bodies['js-config'] as { url: string }).url.startsWith(`${SIDER_HOST}/sidebar/quick-reply`),
  ).toBe(true);
});
