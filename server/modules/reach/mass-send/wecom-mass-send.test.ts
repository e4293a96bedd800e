// issue #40 mass sends on WeCom, through the protocol fake on 127.0.0.1 (PGlite by default,
// PostgreSQL with TEST_DATABASE_URL): add_msg_template in batches, get_groupmsg_task and
// get_groupmsg_send_result polled into our per-employee and per-customer statuses.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateFilterSchema } from '../../../../contract/reach/mass-send';
import { createMassSendPlatform } from '../../../platform/mass-send-adapter';
import { wecomReachOf } from '../../../platform/wecom/reach-deps';
import { startSync } from '../../../platform/wecom/sync/sync-job';
import { externalUserIdOf } from '../../../test-support/wecom-fake/fake-corp';
import { relationExists } from '../../../test-support/wecom-fake/fake-corp-context';
import {
  confirmGroupMsg,
  groupMsgState,
  groupMsgsOf,
} from '../../../test-support/wecom-fake/fake-group-msg';
import { CORP_ID, openSyncWorld } from '../../../test-support/wecom-fake/sync-test-kit';
import type { SyncWorld } from '../../../test-support/wecom-fake/sync-test-kit';
import { ADVANCE_JOB } from './advance-job';
import { createSend } from './create-send';
import { privateRecipientsSql } from './recipient-match';
import { pollWecomBatches } from './wecom-poll';
import { submitWecomBatches } from './wecom-submit';

// 3,000 customers over 2 employees (a tenth followed by both): ~1,500 recipients a sender.
const SHAPE = {
  customers: 3000,
  users: 2,
  departments: 1,
  tagGroups: 1,
  tagsPerGroup: 2,
  chats: 0,
};
const PER_CALL = 1200;

let world: SyncWorld;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await world.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function newSend(text: string) {
  const { db } = world.t.database;
  const filter = privateFilterSchema.parse({ sender_ids: [], target: 'all' });
  return createSend(
    db,
    createMassSendPlatform(db, world.t.database.handle.kind),
    world.tenantId,
    1,
    {
      channel: 1,
      name: text,
      filter: filter as unknown as Record<string, unknown>,
      message: { text, attachments: [] },
      sendType: 'now',
      recipients: (range) => privateRecipientsSql(db, world.tenantId, filter, range),
      emptyMessage: '筛选条件没有匹配到任何客户',
    },
    new Date(world.t.clock.now),
  );
}

beforeAll(async () => {
  world = await openSyncWorld(SHAPE, 'wecomreach');
  await startSync(world.t.database.db, world.t.jobs, world.tenantId, 'full', new Date());
  await world.t.jobs.runDue();
}, 300_000);
afterAll(() => world.close());

describe('mass sends on WeCom (issue #40)', () => {
  it('a private-chat send to 3,000 customers goes out in add_msg_template batches and records every customer’s WeCom status exactly once, surviving a restart mid-poll', async () => {
    const { db } = world.t.database;
    const reach = wecomReachOf(db);
    const send = await newSend('双十一会员专享');
    expect(send).toMatchObject({ recipients: 3000, preparing: false });
    const now = () => new Date(world.t.clock.now);

    expect(await submitWecomBatches(db, reach, world.tenantId, now(), { perCall: PER_CALL })).toBe(
      4,
    );
    const created = world.fake.callsTo('externalcontact/add_msg_template');
    const sizes = created.map(
      (call) => (call.body as { external_userid: string[] }).external_userid.length,
    );
    expect(sizes.every((size) => size <= PER_CALL)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(3000);
    // A second run creates nothing more: each batch is claimed once.
    expect(await submitWecomBatches(db, reach, world.tenantId, now(), { perCall: PER_CALL })).toBe(
      0,
    );
    expect(world.fake.callsTo('externalcontact/add_msg_template')).toHaveLength(4);

    // Before the employees send: nothing is read, nothing changes.
    await pollWecomBatches(db, reach, world.tenantId, now());
    expect(world.fake.callsTo('externalcontact/get_groupmsg_send_result')).toHaveLength(0);

    // In WeCom: every 50th customer deleted the employee, every 37th is at its monthly limit.
    const state = groupMsgState(world.fake.state);
    const month = new Date().toISOString().slice(0, 7);
    for (let i = 0; i < 3000; i += 37) {
      state.received.set(`${CORP_ID}:${externalUserIdOf(i)}:${month}`, 31);
    }
    const friend = (sender: string) => (external: string) =>
      Number(external.slice(2, 10)) % 50 !== 0 && relationExists(world.corp, sender, external);
    for (const task of groupMsgsOf(world.fake))
      confirmGroupMsg(world.fake, task.msgid, friend(task.sender));

    // The poll stops after its third page (a crash); the next run resumes at the next page.
    await expect(
      pollWecomBatches(db, reach, world.tenantId, now(), {
        afterPage: (page) => {
          if (page === 3) throw new Error('进程被终止');
        },
      }),
    ).rejects.toThrow('进程被终止');
    // The crash came after the first batch finished: the other three finish on the next run.
    expect(await pollWecomBatches(db, reach, world.tenantId, now())).toBe(3);
    const states = await rows<{ state: number }>(sql`select state from wecom_mass_batches
      where tenant_id = ${world.tenantId} order by id`);
    expect(states.map((row) => row.state)).toEqual([3, 3, 3, 3]);

    const reads = world.fake.callsTo('externalcontact/get_groupmsg_send_result');
    const keys = reads.map((call) => JSON.stringify(call.body));
    expect(new Set(keys).size).toBe(keys.length); // no page was read twice
    expect(reads.length).toBe(6); // 1,200 → 1,000 + 200; the rest one page each

    // Every customer's status is WeCom's, with its reason.
    const expected = new Map<string, number>();
    for (const task of groupMsgsOf(world.fake))
      for (const [id, s] of task.results) expected.set(id, s);
    const ours = await rows<{ external_user_id: string; status: number; reason: string }>(sql`
      select c.external_user_id, r.status, r.reason from mass_send_recipients r
      join customers c on c.tenant_id = r.tenant_id and c.id = r.target_id
      where r.tenant_id = ${world.tenantId} and r.send_id = ${send.id}`);
    expect(ours).toHaveLength(3000);
    for (const row of ours) expect(row.status).toBe(expected.get(row.external_user_id));
    expect(
      ours.filter((row) => row.status === 2).every((row) => row.reason.includes('不是好友')),
    ).toBe(true);
    expect(
      ours.filter((row) => row.status === 3).every((row) => row.reason.includes('接收上限')),
    ).toBe(true);
    expect(ours.some((row) => row.status === 3) && ours.some((row) => row.status === 2)).toBe(true);

    // The task counters moved once per customer (a second write would count twice).
    const [counters] = await rows<{ total: number; pending: number }>(sql`
      select coalesce(sum(sent + not_friend + limit_reached + failed + cancelled), 0)::int as total,
        coalesce(sum(pending), 0)::int as pending
      from reach_send_counters where tenant_id = ${world.tenantId} and send_id = ${send.id}`);
    expect(counters).toEqual({ total: 3000, pending: 0 });

    // Per employee: both tasks confirmed; the advance job then finishes the send.
    const tasks = await rows<{ status: number }>(sql`select status from mass_send_tasks
      where tenant_id = ${world.tenantId} and send_id = ${send.id}`);
    expect(tasks.map((task) => task.status)).toEqual([1, 1]);
    await world.t.jobs.enqueue(ADVANCE_JOB, { tenantId: world.tenantId }, { key: 'after-poll' });
    await world.t.jobs.runDue();
    const [finished] = await rows<{ status: number }>(sql`select status from mass_sends
      where tenant_id = ${world.tenantId} and id = ${send.id}`);
    expect(finished?.status).toBe(3);
  }, 300_000);
});
