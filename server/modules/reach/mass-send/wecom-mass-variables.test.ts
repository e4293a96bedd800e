// docs/wecom.md "No per-customer variables in a WeCom mass send": add_msg_template sends one
// text to every customer of the task, so a private-chat mass send of a tenant on WeCom cannot
// carry {客户昵称}. Through the protocol fake on 127.0.0.1 (PGlite; PostgreSQL with
// TEST_DATABASE_URL): the form's endpoint refuses it naming the field, and a send that still
// holds it (written while the tenant was on the sandbox) is never submitted raw.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateFilterSchema } from '../../../../contract/reach/mass-send';
import { createMassSendPlatform } from '../../../platform/mass-send-adapter';
import { wecomReachOf } from '../../../platform/wecom/reach-deps';
import { startSync } from '../../../platform/wecom/sync/sync-job';
import { setTenantPlatform } from '../../../platform/wecom/tenant-platform';
import { authHeaders, signIn } from '../../../test-support/test-app';
import { openSyncWorld } from '../../../test-support/wecom-fake/sync-test-kit';
import type { SyncWorld } from '../../../test-support/wecom-fake/sync-test-kit';
import { createSend } from './create-send';
import { privateRecipientsSql } from './recipient-match';
import { submitWecomBatches } from './wecom-submit';

const SHAPE = { customers: 12, users: 2, departments: 1, tagGroups: 1, tagsPerGroup: 1, chats: 0 };

let world: SyncWorld;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await world.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const now = () => new Date(world.t.clock.now);
const templates = () => world.fake.callsTo('externalcontact/add_msg_template');

/** A private send to every customer of the WeCom tenant, written past the routes. */
async function sendOf(text: string) {
  const { db } = world.t.database;
  const filter = privateFilterSchema.parse({ sender_ids: [], target: 'all' });
  return createSend(
    db,
    createMassSendPlatform(db, world.t.database.handle.kind),
    world.tenantId,
    1,
    {
      channel: 1,
      name: text.slice(0, 30),
      filter: filter as unknown as Record<string, unknown>,
      message: { text, attachments: [] },
      sendType: 'now',
      recipients: (range) => privateRecipientsSql(db, world.tenantId, filter, range),
      emptyMessage: '筛选条件没有匹配到任何客户',
    },
    now(),
  );
}

beforeAll(async () => {
  world = await openSyncWorld(SHAPE, 'wecomvars');
  await startSync(world.t.database.db, world.t.jobs, world.tenantId, 'full', new Date());
  await world.t.jobs.runDue();
}, 300_000);
afterAll(() => world.close());

describe('{客户昵称} in a WeCom mass send (docs/wecom.md)', () => {
  it('a tenant on WeCom: the private-chat send endpoint refuses {客户昵称} with a 400 naming message.text and writes nothing; the reach options say the platform', async () => {
    const { db } = world.t.database;
    await setTenantPlatform(db, 'demo', { platform: 'wecom', corpId: 'wwdemovariables01' }, now());
    const headers = authHeaders(await signIn(world.t.app, 'admin', 'Admin@123'));
    const options = await world.t.app.inject({
      method: 'GET',
      url: '/scrm/v1/reach/options',
      headers,
    });
    expect(options.json().data.platform).toBe('wecom');
    const count = async () =>
      (
        await rows<{ n: number }>(sql`select count(*)::int as n from mass_sends
        where tenant_id = 'demo'`)
      )[0]!.n;
    const before = await count();
    const refused = await world.t.app.inject({
      method: 'POST',
      url: '/scrm/v1/reach/private-chat/sends',
      headers,
      payload: {
        name: '会员日关怀',
        filter: { sender_ids: [], target: 'all' },
        message: { text: '{客户昵称}您好，会员日8.8折', attachments: [] },
        send_type: 'now',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toEqual({ field: 'message.text' });
    expect(refused.json().msg).toBe(
      '企业微信群发给每位客户的是同一条消息，无法替换为各自的昵称：请删除{客户昵称}',
    );
    expect(await count()).toBe(before);
    expect(templates()).toHaveLength(0);
  });

  it('a send still holding {客户昵称} is never submitted to add_msg_template: its customers fail with the reason; {员工姓名} alone goes out filled', async () => {
    const { db } = world.t.database;
    const reach = wecomReachOf(db);
    const raw = await sendOf('{客户昵称}您好，本周新品到店');
    expect(raw.recipients).toBe(12);
    expect(await submitWecomBatches(db, reach, world.tenantId, now())).toBe(0);
    expect(templates()).toHaveLength(0);
    const failed = await rows<{ status: number; reason: string }>(sql`select status, reason
      from mass_send_recipients where tenant_id = ${world.tenantId} and send_id = ${raw.id}`);
    expect(failed).toHaveLength(12);
    for (const row of failed) {
      expect(row.status).toBe(4);
      expect(row.reason).toContain('无法替换为各自的昵称');
    }

    const named = await sendOf('我是{员工姓名}，本周新品到店');
    expect(await submitWecomBatches(db, reach, world.tenantId, now())).toBe(2);
    const texts = templates().map((call) => (call.body as { text: { content: string } }).text);
    expect(texts).toHaveLength(2);
    for (const text of texts) expect(text.content).toMatch(/^我是[^{}]+，本周新品到店$/);
    expect(named.recipients).toBe(12);
  });
});
