// issue #35 "Access tokens": the client against the WeCom protocol fake (127.0.0.1), on PGlite
// by default and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wecomTokens } from '../../db/schema/wecom';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';
import { startWecomFake } from '../../test-support/wecom-fake/wecom-fake';
import type { WecomFake } from '../../test-support/wecom-fake/wecom-fake';
import { createWecomClient } from './wecom-client';
import { WecomApiError, WecomRetryableError } from './wecom-errors';

const APP = { corpId: 'wwclienttest000001', secret: 'client-app-secret-0123456789abcdef' };

let database: TestDatabase;
let fake: WecomFake;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  fake = await startWecomFake();
  fake.addCorp({ corpId: APP.corpId, apps: [{ agentId: 1000002, secret: APP.secret }] });
});

afterAll(async () => {
  await fake.stop();
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(wecomTokens);
  fake.calls.length = 0;
});

const client = (options: { timeoutMs?: number; now?: () => number } = {}) =>
  createWecomClient({ db: database.db, apiBase: fake.url, ...options });

const simplelist = (instance: ReturnType<typeof client>) =>
  instance.get<{ department_id: unknown[] }>(APP, 'department/simplelist');

describe('WeCom access tokens', () => {
  it('caches the token in the database, so two app instances over one database share one gettoken', async () => {
    const first = client();
    const second = client();
    expect((await simplelist(first)).department_id).toHaveLength(1);
    expect((await simplelist(second)).department_id).toHaveLength(1);
    expect(fake.callsTo('gettoken')).toHaveLength(1);
    const tokens = fake.callsTo('department/simplelist').map((call) => call.query.access_token);
    expect(new Set(tokens).size).toBe(1);
    const [row] = await database.db.select().from(wecomTokens);
    expect(row?.corpId).toBe(APP.corpId);
    expect(JSON.stringify(row)).not.toContain(APP.secret);
  });

  it('single flight: 20 concurrent calls on a cold cache, over two instances, fetch one token', async () => {
    const first = client();
    const second = client();
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => simplelist(index % 2 ? first : second)),
    );
    expect(fake.callsTo('gettoken')).toHaveLength(1);
    expect(fake.callsTo('department/simplelist')).toHaveLength(20);
  });

  it('a token WeCom ends mid-use (42001) is refreshed once and the calls are retried', async () => {
    const instance = client();
    await simplelist(instance);
    fake.expireTokens();
    await Promise.all(Array.from({ length: 5 }, () => simplelist(instance)));
    expect(fake.callsTo('gettoken')).toHaveLength(2);
    const answers = fake.callsTo('department/simplelist').map((call) => call.errcode);
    expect(answers.filter((code) => code === 42001)).toHaveLength(5);
    expect(answers.filter((code) => code === 0)).toHaveLength(6);
  });

  it('refreshes a token before it expires by the app clock', async () => {
    let now = Date.now();
    const instance = client({ now: () => now });
    await simplelist(instance);
    now += 7200_000 - 60_000; // inside the refresh margin
    fake.expireTokens(); // WeCom would answer a new token by then
    await simplelist(instance);
    expect(fake.callsTo('gettoken')).toHaveLength(2);
    expect(fake.callsTo('department/simplelist').map((call) => call.errcode)).toEqual([0, 0]);
  });

  it('a token refused twice in a row is not refreshed in a loop: the call fails with the reason', async () => {
    const instance = client();
    await simplelist(instance);
    fake.fail('department/simplelist', { kind: 'errcode', errcode: 40014 }, 2);
    const error = await simplelist(instance).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WecomApiError);
    expect((error as WecomApiError).errcode).toBe(40014);
    expect(fake.callsTo('gettoken')).toHaveLength(2);
  });
});

describe('WeCom busy answers are retryable errors', () => {
  it.each([
    ['45009 frequency limit', { kind: 'errcode', errcode: 45009 } as const, '频率限制'],
    ['45033 concurrency limit', { kind: 'errcode', errcode: 45033 } as const, '并发'],
    ['-1 system busy', { kind: 'errcode', errcode: -1 } as const, '系统繁忙'],
    ['HTTP 502', { kind: 'status', status: 502 } as const, 'HTTP 502'],
  ])('%s → WecomRetryableError with a Chinese message', async (_name, fault, words) => {
    const instance = client();
    fake.fail('department/simplelist', fault);
    const error = await simplelist(instance).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WecomRetryableError);
    expect((error as Error).message).toContain(words);
    expect((await simplelist(instance)).errcode).toBe(0);
  });

  it('a call WeCom never answers times out as a retryable error', async () => {
    const instance = client({ timeoutMs: 300 });
    await simplelist(instance);
    fake.fail('department/simplelist', { kind: 'timeout' });
    const error = await simplelist(instance).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WecomRetryableError);
    expect((error as Error).message).toContain('等待超过');
  });
});

describe('WeCom refusals', () => {
  it('gettoken with a bad secret (40001) fails with 不合法的secret, a bad corp id (40013) with 不合法的CorpID', async () => {
    const instance = client();
    const badSecret = await instance
      .verify({ corpId: APP.corpId, secret: 'wrong-secret' })
      .catch((caught: unknown) => caught);
    expect(badSecret).toBeInstanceOf(WecomApiError);
    expect((badSecret as Error).message).toContain('不合法的secret');
    const badCorp = await instance
      .verify({ corpId: 'wwnosuchcorp', secret: APP.secret })
      .catch((caught: unknown) => caught);
    expect((badCorp as Error).message).toContain('不合法的CorpID');
  });

  it('60020 explains the trusted IP list and names the address WeCom saw', async () => {
    const instance = client();
    fake.fail('department/simplelist', {
      kind: 'errcode',
      errcode: 60020,
      errmsg: 'not allow to access from your ip, hint: [x], from ip: 203.0.113.9',
    });
    const error = await simplelist(instance).catch((caught: unknown) => caught);
    expect((error as Error).message).toContain('IP 不在可信IP列表');
    expect((error as Error).message).toContain('企业可信IP');
    expect((error as Error).message).toContain('203.0.113.9');
  });

  it('an errcode without a message of ours shows errcode and errmsg, never a generic 网络繁忙', async () => {
    const instance = client();
    fake.fail('department/simplelist', { kind: 'errcode', errcode: 99991, errmsg: 'odd refusal' });
    const error = await simplelist(instance).catch((caught: unknown) => caught);
    expect((error as Error).message).toContain('99991');
    expect((error as Error).message).toContain('odd refusal');
    expect((error as Error).message).not.toContain('网络繁忙');
  });

  it('errors never carry the secret or the access token', async () => {
    const instance = client({ timeoutMs: 300 });
    await simplelist(instance);
    const token = fake.callsTo('department/simplelist')[0]?.query.access_token ?? '';
    expect(token).not.toBe('');
    const faults = [
      { kind: 'timeout' },
      { kind: 'status', status: 503 },
      { kind: 'errcode', errcode: 48002 },
    ] as const;
    for (const fault of faults) {
      fake.fail('department/simplelist', fault);
      const error = (await simplelist(instance).catch((caught: unknown) => caught)) as Error;
      const text = `${error.message}\n${error.stack}\n${JSON.stringify(error)}`;
      expect(text).not.toContain(token);
      expect(text).not.toContain(APP.secret);
    }
    const refused = (await instance
      .verify({ corpId: APP.corpId, secret: `${APP.secret}x` })
      .catch((caught: unknown) => caught)) as Error;
    expect(`${refused.message}${refused.stack}`).not.toContain(APP.secret);
  });
});
