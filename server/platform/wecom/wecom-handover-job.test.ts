// issue #41 a hand-over request on WeCom end to end (docs/handover.md), on a corp of its own:
// the job sends the queued records through transfer_customer in calls of ≤ 100 and polls
// transfer_result until each record holds WeCom's status.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerHandover } from '../../modules/customer/handover/handover-create';
import { HANDOVER_JOB } from '../../modules/customer/handover/routes';
import { FOLLOW_UP_REMIND_JOB } from '../../modules/customer/follow-up/follow-up-jobs';
import { addFollowUp } from '../../modules/customer/follow-up/follow-up-store';
import { settleTransfers, transfersOf } from '../../test-support/wecom-fake/fake-transfers';
import { openSyncWorld } from '../../test-support/wecom-fake/sync-test-kit';
import type { SyncWorld } from '../../test-support/wecom-fake/sync-test-kit';
import { ALL_DATA } from '../../http/auth/data-scope';

const TENANT = 'wecomhandoverjob';
let world: SyncWorld;

beforeAll(async () => {
  world = await openSyncWorld(
    { customers: 60, users: 3, departments: 1, tagGroups: 1, tagsPerGroup: 1, chats: 0 },
    TENANT,
  );
}, 120_000);
afterAll(() => world.close());

describe('a hand-over on WeCom (issue #41)', () => {
  it('a hand-over request goes out through transfer_customer in calls of ≤ 100 and its records follow transfer_result', async () => {
    const { db } = world.t.database;
    // Our mirror as a sync leaves it: user0 and user1, and user0's customers (i % 3 = 0).
    await db.execute(sql`insert into employees (tenant_id, platform_user_id, name, status)
      values (${TENANT}, 'user0', '成员0', 1), (${TENANT}, 'user1', '成员1', 1)
      on conflict do nothing`);
    await db.execute(sql`insert into customers (tenant_id, external_user_id, name, last_added_at)
      select ${TENANT}, 'wm' || lpad(n::text, 8, '0') || 'fake-external', '客户' || n, now()
      from generate_series(0, 59, 3) n on conflict do nothing`);
    await db.execute(sql`insert into customer_relations (tenant_id, customer_id, employee_id, added_at)
      select c.tenant_id, c.id, e.id, now() from customers c join employees e
        on e.tenant_id = c.tenant_id and e.platform_user_id = 'user0'
      where c.tenant_id = ${TENANT} on conflict do nothing`);
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const [from, to] = await rows<{ id: number }>(sql`select id from employees
      where tenant_id = ${TENANT} and platform_user_id in ('user1', 'user0')
      order by platform_user_id`);
    const customers = await rows<{ id: number; external: string }>(sql`select c.id,
        c.external_user_id as external from customers c join customer_relations r
        on r.tenant_id = c.tenant_id and r.customer_id = c.id
      where c.tenant_id = ${TENANT} and r.employee_id = ${from?.id}
        and r.deleted_by_customer_at is null and r.deleted_by_employee_at is null`);
    expect(customers).toHaveLength(20);
    const before = world.fake.callsTo('externalcontact/transfer_customer').length;
    const created = {
      data: await createCustomerHandover(
        db,
        TENANT,
        1,
        {
          mode: 'onjob',
          customer_ids: customers.map((row) => Number(row.id)),
          handover_employee_id: Number(from?.id),
          takeover_employee_id: Number(to?.id),
          message: '',
        },
        new Date(world.t.clock.now),
        ALL_DATA,
      ),
    };
    expect(created.data.queued).toBeGreaterThan(0);
    await world.t.jobs.enqueue(HANDOVER_JOB, { tenantId: TENANT }, { key: created.data.batch_id });
    await world.t.jobs.runDue();
    const calls = world.fake.callsTo('externalcontact/transfer_customer').slice(before);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(
        (call.body as { external_userid: string[] }).external_userid.length,
      ).toBeLessThanOrEqual(100);
    }
    const waiting = transfersOf(world.fake).filter((item) => item.status === 2).length;
    expect(waiting).toBeGreaterThan(0);
    settleTransfers(world.fake, (external) => (Number(external.slice(2, 10)) % 2 ? 3 : 1));
    await world.t.jobs.runDue({ asOf: new Date(world.t.clock.now + 11 * 60_000) });
    const statuses = await rows<{ external: string; status: number }>(sql`select
        platform_target_id as external, status from customer_handovers
      where tenant_id = ${TENANT} and batch_id = ${created.data.batch_id}`);
    const fakeStatus = new Map(
      transfersOf(world.fake)
        .filter((item) => item.handover === 'user0' && item.takeover === 'user1')
        .map((item) => [item.external, item.status]),
    );
    for (const row of statuses) {
      if (row.status === 6 || row.status === 7 || row.status === 8) continue;
      expect(row.status).toBe(fakeStatus.get(row.external));
    }
    expect(statuses.filter((row) => row.status === 1).length).toBeGreaterThan(0);
    expect(statuses.filter((row) => row.status === 3).length).toBeGreaterThan(0);
  }, 120_000);
  it('on WeCom a due follow-up reminds its employee with one app message (message/send), never two after a retry', async () => {
    const { db } = world.t.database;
    const [pair] = (
      (await db.execute(sql`select r.customer_id, e.platform_user_id as user_id
        from customer_relations r join employees e on e.tenant_id = r.tenant_id
          and e.id = r.employee_id
        where r.tenant_id = ${TENANT} and r.deleted_by_customer_at is null
          and r.deleted_by_employee_at is null
        order by r.added_at limit 1`)) as unknown as {
        rows: { customer_id: number; user_id: string }[];
      }
    ).rows;
    const now = new Date(world.t.clock.now);
    const added = await addFollowUp(
      db,
      TENANT,
      Number(pair?.customer_id),
      {
        text: '约好周五回访',
        images: [],
        next_follow_at: new Date(now.getTime() - 60_000).toISOString(),
        employee_id: null,
      },
      'console',
      now,
    );
    const before = world.fake.callsTo('message/send').length;
    await world.t.jobs.enqueue(FOLLOW_UP_REMIND_JOB, { tenantId: TENANT, followUpId: added.id });
    await world.t.jobs.runDue();
    await world.t.jobs.enqueue(FOLLOW_UP_REMIND_JOB, { tenantId: TENANT, followUpId: added.id });
    await world.t.jobs.runDue();
    const sends = world.fake.callsTo('message/send').slice(before);
    expect(sends).toHaveLength(1);
    expect(sends[0]?.body).toMatchObject({ touser: pair?.user_id, agentid: 1000002 });
  });
});
