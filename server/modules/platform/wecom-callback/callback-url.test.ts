// issue #35 "Callbacks": the callback URL's verification (the official WXBizMsgCrypt vector)
// and the connection times 测试连接 shows. Events themselves: callback-routes.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wecomCallbackUrl } from '../../../../contract/platform-wecom-callback';
import { wecomConnections } from '../../../db/schema/wecom';
import { sealCallback } from '../../../platform/wecom-callback/callback-crypto';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { eventXml, pushCallback } from '../../../test-support/wecom-fake/push-callback';
import { updateTenantApp } from '../app-state/tenant-app';

const TENANT = 'demo';
const SECRETS = {
  token: 'CallbackToken35',
  aesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  receiveId: 'ww35callbacktest',
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await updateTenantApp(
    t.database.db,
    TENANT,
    { corpId: SECRETS.receiveId, callbackToken: SECRETS.token, callbackAesKey: SECRETS.aesKey },
    new Date(t.clock.now),
  );
});
afterAll(() => t.close());

describe('WeCom callback URL verification and connection times (issue #35)', () => {
  it('URL verification answers the official WXBizMsgCrypt vector with its echo string', async () => {
    await updateTenantApp(
      t.database.db,
      'second',
      {
        corpId: 'wx5823bf96d3bd56c7',
        callbackToken: 'QDG6eK',
        callbackAesKey: 'jWmYm7qr5nMoAUwZRjGtBxmz3KA1tkAj3ykkR6q2B2C',
      },
      new Date(t.clock.now),
    );
    const query = new URLSearchParams({
      msg_signature: '5c45ff5e21c57e6ad56bac8758b79b1d9ac89fd3',
      timestamp: '1409659589',
      nonce: '263014780',
      echostr:
        'P9nAzCzyDtyTWESHep1vC5X9xho/qYX3Zpb4yKa9SKld1DsH3Iyt3tP3zNdtp+4RPcs8TgAE7OaBO+FZXvnaqQ==',
    });
    const answer = await t.app.inject({
      method: 'GET',
      url: `${wecomCallbackUrl('', 'second')}?${query.toString()}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('1616140317555161061');
  });

  it('URL verification refuses an echostr signed with another Token', async () => {
    const sealed = sealCallback({ ...SECRETS, token: 'not-the-token' }, 'echo', '1700000000', '7');
    const query = new URLSearchParams({
      msg_signature: sealed.signature,
      timestamp: '1700000000',
      nonce: '7',
      echostr: sealed.ciphertext,
    });
    const answer = await t.app.inject({
      method: 'GET',
      url: `${wecomCallbackUrl('', TENANT)}?${query.toString()}`,
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain('echo');
  });

  it('an accepted callback stamps the connection’s last callback time, and a verified URL its verification time (测试连接 shows both)', async () => {
    await t.database.db
      .insert(wecomConnections)
      .values({ tenantId: TENANT, platform: 'wecom', corpId: SECRETS.receiveId })
      .onConflictDoNothing();
    const sealed = sealCallback(SECRETS, 'echo-stamp', '1700000000', '9');
    const verify = new URLSearchParams({
      msg_signature: sealed.signature,
      timestamp: '1700000000',
      nonce: '9',
      echostr: sealed.ciphertext,
    });
    const verified = await t.app.inject({
      method: 'GET',
      url: `${wecomCallbackUrl('', TENANT)}?${verify.toString()}`,
    });
    expect(verified.body).toBe('echo-stamp');
    // an event the console does not apply still counts as received
    const message = eventXml(SECRETS.receiveId, Math.floor(t.clock.now / 1000), {
      Event: 'change_something_new',
    });
    expect((await pushCallback(t.app, TENANT, SECRETS, message)).body).toBe('success');
    const [row] = await t.database.db
      .select()
      .from(wecomConnections)
      .where(eq(wecomConnections.tenantId, TENANT));
    expect(row?.callbackVerifiedAt?.getTime()).toBe(t.clock.now);
    expect(row?.lastCallbackAt?.getTime()).toBe(t.clock.now);
    await t.database.db.delete(wecomConnections).where(eq(wecomConnections.tenantId, TENANT));
  });
});
