// issue #40 the chat sidebar: ww.register's signatures, signed on the server with the corp's
// jsapi_ticket and the app's agent_config ticket, cached like access tokens (docs/wecom.md
// "The chat sidebar"), against the WeCom protocol fake on 127.0.0.1.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wecomTokens } from '../../db/schema/wecom';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';
import { TICKETS_PER_HOUR } from '../../test-support/wecom-fake/handlers/jsapi-tickets';
import { startWecomFake } from '../../test-support/wecom-fake/wecom-fake';
import type { WecomFake } from '../../test-support/wecom-fake/wecom-fake';
import { jsapiSignature, signPageForJsapi } from './jsapi-signature';
import { tokenCacheKey } from './token-cache';
import type { TicketKind } from './token-cache';
import { createWecomClient } from './wecom-client';
import { WecomApiError, WecomRetryableError } from './wecom-errors';

const APP = { corpId: 'wwjsapitest0000001', secret: 'jsapi-app-secret-0123456789abcdef' };
const CONTACT = { corpId: APP.corpId, secret: 'jsapi-contact-secret-0123456789ab' };
const PAGE = 'https://console.example.cn/sidebar/profile?tenant=t1';

let database: TestDatabase;
let fake: WecomFake;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  fake = await startWecomFake();
  fake.addCorp({
    corpId: APP.corpId,
    apps: [
      { agentId: 1000002, secret: APP.secret },
      { agentId: null, secret: CONTACT.secret },
    ],
  });
});

afterAll(async () => {
  await fake.stop();
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(wecomTokens);
  fake.reset();
});

const client = (now?: () => number) =>
  createWecomClient({ db: database.db, apiBase: fake.url, ...(now ? { now } : {}) });

const key = (kind: TicketKind) => tokenCacheKey(APP, kind);

async function cachedTicket(kind: TicketKind): Promise<string> {
  const [row] = await database.db
    .select()
    .from(wecomTokens)
    .where(eq(wecomTokens.cacheKey, key(kind)));
  return row?.accessToken ?? '';
}

describe('JS-SDK signature (WeCom 签名算法)', () => {
  it("matches WeCom's documented example: sha1 of jsapi_ticket, noncestr, timestamp and url in that order", () => {
    const signature = jsapiSignature({
      ticket:
        'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    });
    expect(signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the URL without its #fragment', () => {
    const input = { ticket: 'T', nonceStr: 'n', timestamp: 1, url: 'https://a.cn/sidebar/x?q=1' };
    expect(jsapiSignature({ ...input, url: `${input.url}#/tab?a=b` })).toBe(jsapiSignature(input));
  });
});

describe('JS-SDK tickets are cached like tokens', () => {
  it('30 signatures over two instances fetch each ticket once, and sign with the cached tickets', async () => {
    const first = client();
    const second = client();
    const signed = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        signPageForJsapi(index % 2 ? first : second, APP, PAGE, Date.now()),
      ),
    );
    expect(fake.callsTo('get_jsapi_ticket')).toHaveLength(1);
    expect(fake.callsTo('ticket/get')).toHaveLength(1);
    expect(fake.callsTo('ticket/get')[0]?.query.type).toBe('agent_config');
    const corpTicket = await cachedTicket('jsapi');
    const agentTicket = await cachedTicket('agent_config');
    expect(corpTicket).not.toBe(agentTicket);
    for (const answer of signed) {
      const input = { nonceStr: answer.nonce_str, timestamp: answer.timestamp, url: PAGE };
      expect(answer.signature).toBe(jsapiSignature({ ...input, ticket: corpTicket }));
      expect(answer.agent_signature).toBe(jsapiSignature({ ...input, ticket: agentTicket }));
      const text = JSON.stringify(answer);
      expect(text).not.toContain(corpTicket);
      expect(text).not.toContain(agentTicket);
      expect(text).not.toContain(APP.secret);
    }
  });

  it('a ticket is fetched again 5 minutes before it expires by the app clock, not before', async () => {
    let now = Date.now();
    const instance = client(() => now);
    await signPageForJsapi(instance, APP, PAGE, now);
    now += 7200_000 - 6 * 60_000;
    await signPageForJsapi(instance, APP, PAGE, now);
    expect(fake.callsTo('get_jsapi_ticket')).toHaveLength(1);
    now += 2 * 60_000;
    await signPageForJsapi(instance, APP, PAGE, now);
    expect(fake.callsTo('get_jsapi_ticket')).toHaveLength(2);
    expect(fake.callsTo('ticket/get')).toHaveLength(2);
  });
});

describe("the fake enforces the ticket endpoints' documented errors", () => {
  it('ticket/get with a secret of no agent (客户联系) is refused with 40056', async () => {
    await expect(client().jsapiTicket(CONTACT, 'agent_config')).rejects.toMatchObject({
      errcode: 40056,
    });
    await expect(client().jsapiTicket(CONTACT, 'agent_config')).rejects.toBeInstanceOf(
      WecomApiError,
    );
  });

  it("past WeCom's hourly limit per app (100) get_jsapi_ticket answers 45009, a retryable error", async () => {
    // A corp of its own: the other tests' fetches count in the fake's hour too.
    const busy = { corpId: 'wwjsapibusy0000001', secret: 'jsapi-busy-secret-0123456789abcd' };
    fake.addCorp({ corpId: busy.corpId, apps: [{ agentId: 1000003, secret: busy.secret }] });
    const forget = () =>
      database.db.delete(wecomTokens).where(eq(wecomTokens.cacheKey, tokenCacheKey(busy, 'jsapi')));
    const instance = client();
    for (let index = 0; index < TICKETS_PER_HOUR.app; index += 1) {
      await forget();
      await instance.jsapiTicket(busy, 'jsapi');
    }
    await forget();
    await expect(instance.jsapiTicket(busy, 'jsapi')).rejects.toBeInstanceOf(WecomRetryableError);
    expect(fake.callsTo('get_jsapi_ticket').at(-1)?.errcode).toBe(45009);
  });
});
