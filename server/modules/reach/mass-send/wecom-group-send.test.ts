// issue #40: group mass sends on WeCom through the protocol fake on 127.0.0.1 (PGlite by
// default, PostgreSQL with TEST_DATABASE_URL), mirroring the private-chat 3,000-customer test
// (wecom-mass-send.test.ts): add_msg_template with chat_type group in batches per owner,
// get_groupmsg_task and get_groupmsg_send_result polled into each group's status.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupFilterSchema } from '../../../../contract/reach/mass-send';
import { createMassSendPlatform } from '../../../platform/mass-send-adapter';
import { wecomReachOf } from '../../../platform/wecom/reach-deps';
import { startSync } from '../../../platform/wecom/sync/sync-job';
import { chatIdOf } from '../../../test-support/wecom-fake/fake-corp';
import {
  confirmGroupMsg,
  groupMsgState,
  groupMsgsOf,
} from '../../../test-support/wecom-fake/fake-group-msg';
import { CORP_ID, openSyncWorld } from '../../../test-support/wecom-fake/sync-test-kit';
import type { SyncWorld } from '../../../test-support/wecom-fake/sync-test-kit';
import { ADVANCE_JOB } from './advance-job';
import { createSend } from './create-send';
import { groupRecipientsSql } from './recipient-match';
import { pollWecomBatches } from './wecom-poll';
import { submitWecomBatches } from './wecom-submit';

// 240 customer groups owned in turn by 2 employees (120 each), one customer in each.
const SHAPE = {
  customers: 240,
  users: 2,
  departments: 1,
  tagGroups: 1,
  tagsPerGroup: 1,
  chats: 240,
  membersPerChat: 1,
};
const GROUPS_PER_CALL = 50;

let world: SyncWorld;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await world.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A group send to every group of the tenant (each owner sends to their groups). */
async function newGroupSend(text: string) {
  const { db } = world.t.database;
  const filter = groupFilterSchema.parse({ owner_ids: [] });
  return createSend(
    db,
    createMassSendPlatform(db, world.t.database.handle.kind),
    world.tenantId,
    1,
    {
      channel: 2,
      name: text,
      filter: filter as unknown as Record<string, unknown>,
      message: { text, attachments: [] },
      sendType: 'now',
      recipients: (range) => Promise.resolve(groupRecipientsSql(world.tenantId, filter, range)),
      emptyMessage: '没有匹配到任何客户群',
    },
    new Date(world.t.clock.now),
  );
}

const groupCalls = (api: string) =>
  world.fake
    .callsTo(`externalcontact/${api}`)
    .filter((call) => (call.body as { chat_type?: string }).chat_type === 'group');

beforeAll(async () => {
  world = await openSyncWorld(SHAPE, 'wecomgroups');
  await startSync(world.t.database.db, world.t.jobs, world.tenantId, 'full', new Date());
  await world.t.jobs.runDue();
}, 300_000);
afterAll(() => world.close());

describe('group mass sends on WeCom (issue #40)', () => {
  it('a group send to 240 groups goes out as add_msg_template chat_type group in batches per owner and records every group’s status exactly once, surviving a restart mid-poll', async () => {
    const { db } = world.t.database;
    const reach = wecomReachOf(db);
    const now = () => new Date(world.t.clock.now);
    const send = await newGroupSend('本周六社群秒杀，{员工姓名}在群里等你');
    expect(send).toMatchObject({ recipients: 240, preparing: false });

    const submit = () =>
      submitWecomBatches(db, reach, world.tenantId, now(), { perCall: GROUPS_PER_CALL });
    expect(await submit()).toBe(6); // 120 groups an owner: 50 + 50 + 20, twice
    const created = groupCalls('add_msg_template');
    expect(created).toHaveLength(6);
    for (const call of created) {
      const body = call.body as { sender?: string; chat_id_list: string[] };
      expect(body.sender).toBeTruthy(); // WeCom requires the owner for a group send
      expect(body.chat_id_list.length).toBeLessThanOrEqual(GROUPS_PER_CALL);
    }
    // The owner's name is filled per batch (each batch has one sender); no token goes out.
    const names = new Map(
      (
        await rows<{ userid: string; name: string }>(sql`select platform_user_id as userid, name
          from employees where tenant_id = ${world.tenantId}`)
      ).map((row) => [row.userid, row.name]),
    );
    for (const call of created) {
      const body = call.body as { sender: string; text: { content: string } };
      expect(body.text.content).toBe(`本周六社群秒杀，${names.get(body.sender)}在群里等你`);
    }
    const listed = created.flatMap(
      (call) => (call.body as { chat_id_list: string[] }).chat_id_list,
    );
    expect(new Set(listed).size).toBe(240);
    expect(await submit()).toBe(0); // each batch is claimed once

    // Not sent by the owners yet: the task is asked, no result is read.
    const tasksBefore = world.fake.callsTo('externalcontact/get_groupmsg_task').length;
    const resultsBefore = world.fake.callsTo('externalcontact/get_groupmsg_send_result').length;
    await pollWecomBatches(db, reach, world.tenantId, now());
    expect(world.fake.callsTo('externalcontact/get_groupmsg_task').length).toBeGreaterThan(
      tasksBefore,
    );
    expect(world.fake.callsTo('externalcontact/get_groupmsg_send_result').length).toBe(
      resultsBefore,
    );

    // In WeCom: every 37th group already received its month's mass messages.
    const state = groupMsgState(world.fake.state);
    const month = new Date().toISOString().slice(0, 7);
    for (let c = 0; c < 240; c += 37) state.received.set(`${CORP_ID}:${chatIdOf(c)}:${month}`, 31);
    const groupTasks = groupMsgsOf(world.fake).filter((task) => task.chatType === 'group');
    for (const task of groupTasks) confirmGroupMsg(world.fake, task.msgid, () => true);

    await expect(
      pollWecomBatches(db, reach, world.tenantId, now(), {
        afterPage: (page) => {
          if (page === 2) throw new Error('进程被终止');
        },
      }),
    ).rejects.toThrow('进程被终止');
    // The crash came after the second batch's only page committed: the next run closes that
    // batch without reading it again, and finishes the four others.
    expect(await pollWecomBatches(db, reach, world.tenantId, now())).toBe(5);

    const reads = world.fake
      .callsTo('externalcontact/get_groupmsg_send_result')
      .slice(resultsBefore)
      .map((call) => JSON.stringify(call.body));
    expect(new Set(reads).size).toBe(reads.length); // no page was read twice
    expect(reads).toHaveLength(6);

    const expected = new Map<string, number>();
    for (const task of groupTasks) for (const [id, s] of task.results) expected.set(id, s);
    const ours = await rows<{ chat_id: string; status: number; reason: string }>(sql`
      select g.platform_chat_id as chat_id, r.status, r.reason from mass_send_recipients r
      join customer_groups g on g.tenant_id = r.tenant_id and g.id = r.target_id
      where r.tenant_id = ${world.tenantId} and r.send_id = ${send.id}`);
    expect(ours).toHaveLength(240);
    for (const row of ours) expect(row.status).toBe(expected.get(row.chat_id));
    const limited = ours.filter((row) => row.status === 3);
    expect(limited).toHaveLength(7);
    expect(limited.every((row) => row.reason.includes('接收上限'))).toBe(true);

    const [counters] = await rows<{ total: number; sent: number; pending: number }>(sql`
      select coalesce(sum(sent + not_friend + limit_reached + failed + cancelled), 0)::int as total,
        coalesce(sum(sent), 0)::int as sent, coalesce(sum(pending), 0)::int as pending
      from reach_send_counters where tenant_id = ${world.tenantId} and send_id = ${send.id}`);
    expect(counters).toEqual({ total: 240, sent: 233, pending: 0 });
    await world.t.jobs.enqueue(ADVANCE_JOB, { tenantId: world.tenantId }, { key: 'groups-polled' });
    await world.t.jobs.runDue();
    const [finished] = await rows<{ status: number }>(sql`select status from mass_sends
      where tenant_id = ${world.tenantId} and id = ${send.id}`);
    expect(finished?.status).toBe(3);
  }, 300_000);
});
