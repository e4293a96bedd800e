// issue #41 hand-over on the sandbox (docs/handover.md): 100 customers with mixed results,
// one record each, polled by the job runner across a restart; the platform limits checked
// before sending; bad bodies answer 400 naming the field.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandoverCreated, HandoverRow } from '../../../../contract/customer/handover';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { createPlatformAdapter } from '../../../platform/adapter';
import { sandboxTransferOutcome } from '../../../platform/sandbox/sandbox-handover';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { createTestDatabase } from '../../../test-support/test-database';
import type { TestDatabase } from '../../../test-support/test-database';
import { admin } from '../customer-list/customer-core.test-kit';
import { pollHandovers } from './handover-poll';
import { seedTeam } from './handover-test-kit';

const TENANT = 'demo';
const HANDOVERS = '/scrm/v1/customer/handovers';
const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
}, 120_000);
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('customer hand-over (issue #41)', () => {
  it('a hand-over of 100 customers with mixed results records each customer once and survives a runner restart mid-poll', async () => {
    const { db } = database;
    const team = await seedTeam(db, 'ho', 100);
    const api = await admin(t.app);
    const created = await api.post<HandoverCreated>(`${HANDOVERS}/customers`, {
      mode: 'onjob',
      customer_ids: team.customers.map((row) => Number(row.id)),
      handover_employee_id: team.from,
      takeover_employee_id: team.to,
      message: '您好，后续由我的同事为您服务',
    });
    expect(created.data).toMatchObject({ queued: 100, refused: 0 });

    // The job sends (≤ 100 a call) and polls once: the platform still waits on everyone.
    await t.jobs.runDue();
    const outcome = (external: string) => sandboxTransferOutcome(external);
    const tooOften = team.customers.filter((row) => outcome(row.external_user_id).errcode);
    const sent = team.customers.filter((row) => !outcome(row.external_user_id).errcode);
    const statusCounts = async () =>
      Object.fromEntries(
        (
          await rowsOf<{ status: number; n: number }>(
            db,
            sql`select status, count(*)::int as n from customer_handovers
              where tenant_id = ${TENANT} and batch_id = ${created.data.batch_id} group by status`,
          )
        ).map((row) => [row.status, row.n]),
      );
    expect(await statusCounts()).toEqual({ 2: sent.length, 6: tooOften.length });

    // The process dies after the poll's first page (50 customers decided) …
    const platform = createPlatformAdapter(db);
    const later = new Date(t.clock.now + 11 * 60_000);
    await expect(
      pollHandovers(db, platform, TENANT, later, {
        afterPage: (page) => {
          if (page === 1) throw new Error('进程被终止');
        },
      }),
    ).rejects.toThrow('进程被终止');
    await t.close();
    // … and a new process (a new runner over the same database) runs the queued poll job.
    t = await createTestApp({ database });
    await t.jobs.runDue({ asOf: new Date(t.clock.now + 11 * 60_000) });
    await t.jobs.runDue({ asOf: new Date(t.clock.now + 30 * 60_000) });

    const expected: Record<number, number> = { 6: tooOften.length };
    for (const row of sent) {
      const status = outcome(row.external_user_id).final;
      expected[status] = (expected[status] ?? 0) + 1;
    }
    // Mixed: accepted, refused, takeover at its limit and too frequent all happen.
    expect(Object.keys(expected).sort()).toEqual(['1', '3', '4', '6']);
    expect(await statusCounts()).toEqual(expected);

    // One record per customer; one timeline event per customer the platform decided.
    const perCustomer = await rowsOf<{ records: number; events: number }>(
      db,
      sql`select (select count(*)::int from customer_handovers h where h.tenant_id = c.tenant_id
            and h.target_type = 1 and h.target_id = c.id) as records,
          (select count(*)::int from customer_events e where e.tenant_id = c.tenant_id
            and e.customer_id = c.id and e.event_type = 'handover') as events
        from customers c where c.tenant_id = ${TENANT} and c.external_user_id like 'wmho%'`,
    );
    expect(perCustomer).toHaveLength(100);
    expect(perCustomer.every((row) => row.records === 1)).toBe(true);
    expect(perCustomer.filter((row) => row.events === 1)).toHaveLength(sent.length);
    expect(perCustomer.filter((row) => row.events > 1)).toHaveLength(0);

    // Accepted customers now belong to the takeover member; the old relation ended by transfer.
    const [moved] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from customer_relations r join customers c
          on c.tenant_id = r.tenant_id and c.id = r.customer_id
        where r.tenant_id = ${TENANT} and c.external_user_id like 'wmho%'
          and r.employee_id = ${team.to} and r.add_way = 202 and r.deleted_by_employee_at is null`,
    );
    expect(moved?.n).toBe(expected[1]);

    // The records view shows each with its Chinese status.
    const list = await (
      await admin(t.app)
    ).get<ListData<HandoverRow>>(`${HANDOVERS}?page_size=100&status=3`);
    expect(list.data.total).toBe(expected[3]);
    expect(list.data.list.every((row) => row.status_label === '客户拒绝')).toBe(true);
  }, 120_000);

  it('platform limits are checked before sending: twice in 90 days, already waiting, not the member’s customer, wrong member state', async () => {
    const { db } = database;
    const team = await seedTeam(db, 'hl', 3);
    const api = await admin(t.app);
    const ids = team.customers.map((row) => Number(row.id));
    // Two earlier 在职 transfers of the first customer within 90 days.
    for (const days of [10, 20]) {
      await db.execute(sql`insert into customer_handovers (tenant_id, batch_id, mode, target_type,
          target_id, platform_target_id, handover_employee_id, takeover_employee_id, status,
          created_at)
        values (${TENANT}, 'old', 1, 1, ${ids[0]}, 'x', ${team.to}, ${team.from}, 1,
          now() - ${`${days} days`}::interval)`);
    }
    await db.execute(sql`update customer_relations set deleted_by_customer_at = now()
      where tenant_id = ${TENANT} and customer_id = ${ids[2]}`);
    const created = await api.post<HandoverCreated>(`${HANDOVERS}/customers`, {
      mode: 'onjob',
      customer_ids: ids,
      handover_employee_id: team.from,
      takeover_employee_id: team.to,
    });
    expect(created.data).toMatchObject({ queued: 1, refused: 2 });
    const reasons = await rowsOf<{ target_id: number; status: number; reason: string }>(
      db,
      sql`select target_id, status, reason from customer_handovers
        where tenant_id = ${TENANT} and batch_id = ${created.data.batch_id} order by target_id`,
    );
    expect(reasons[0]).toMatchObject({ status: 6 });
    expect(reasons[0]?.reason).toContain('90天内');
    expect(reasons[2]).toMatchObject({ status: 7 });
    expect(reasons[2]?.reason).toContain('没有跟进员工');

    // The second customer is waiting now: another request refuses it as 正在转接中.
    const again = await api.post<HandoverCreated>(`${HANDOVERS}/customers`, {
      mode: 'onjob',
      customer_ids: [ids[1]],
      handover_employee_id: team.from,
      takeover_employee_id: team.to,
    });
    expect(again.data).toMatchObject({ queued: 0, refused: 1 });

    // 离职继承 of a member on the job, 在职转接 from a leaver: refused whole, in Chinese.
    const wrong = await api.post(`${HANDOVERS}/customers`, {
      mode: 'resigned',
      customer_ids: [ids[1]],
      handover_employee_id: team.from,
      takeover_employee_id: team.to,
    });
    expect(wrong.msg).toContain('仍在职，请使用在职转接');
    const fromLeaver = await api.post(`${HANDOVERS}/customers`, {
      mode: 'onjob',
      customer_ids: [ids[1]],
      handover_employee_id: team.left,
      takeover_employee_id: team.to,
    });
    expect(fromLeaver.msg).toContain('已离职，请使用离职继承');
  });

  it('a customer with no follow-up employee (已流失) is skipped with that reason and counted, and the rest still hand over', async () => {
    const { db } = database;
    const team = await seedTeam(db, 'hn', 3);
    const api = await admin(t.app);
    const ids = team.customers.map((row) => Number(row.id));
    // ids[0] is lost (every relation ended); ids[2] is followed by another member only.
    await db.execute(sql`update customer_relations set deleted_by_employee_at = now()
      where tenant_id = ${TENANT} and customer_id = ${ids[0]}`);
    await db.execute(sql`update customer_relations set employee_id = ${team.to}
      where tenant_id = ${TENANT} and customer_id = ${ids[2]}`);
    const created = await api.post<HandoverCreated>(`${HANDOVERS}/customers`, {
      mode: 'onjob',
      customer_ids: ids,
      handover_employee_id: team.from,
      takeover_employee_id: team.to,
    });
    expect(created.data).toMatchObject({ queued: 1, refused: 2, no_employee: 1 });
    const records = await rowsOf<{ target_id: number; status: number; reason: string }>(
      db,
      sql`select target_id, status, reason from customer_handovers
        where tenant_id = ${TENANT} and batch_id = ${created.data.batch_id} order by target_id`,
    );
    expect(records.map((row) => row.status)).toEqual([7, 0, 7]);
    expect(records[0]?.reason).toBe('该客户没有跟进员工（已流失），无法转接');
    expect(records[2]?.reason).toContain('不是原跟进成员的客户');
  });

  it('a bad hand-over body answers 400 naming the field and writes nothing', async () => {
    const api = await admin(t.app);
    const count = async () =>
      (
        await rowsOf<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from customer_handovers`,
        )
      )[0]?.n;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [
        { mode: 'onjob', customer_ids: [], handover_employee_id: 1, takeover_employee_id: 2 },
        '客户',
      ],
      [
        { mode: 'later', customer_ids: [1], handover_employee_id: 1, takeover_employee_id: 2 },
        '转接方式',
      ],
      [{ mode: 'onjob', customer_ids: [1], takeover_employee_id: 2 }, '原跟进成员'],
      [
        {
          mode: 'onjob',
          customer_ids: [1],
          handover_employee_id: 1,
          takeover_employee_id: 2,
          message: '长'.repeat(201),
        },
        '转接提示语',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await api.post(`${HANDOVERS}/customers`, body);
      expect(answer.status).toBe(400);
      expect(answer.msg).toContain(field);
    }
    const groups = await api.post(`${HANDOVERS}/groups`, { mode: 'onjob', group_ids: [1] });
    expect(groups.status).toBe(400);
    expect(groups.msg).toContain('新群主');
    expect(await count()).toBe(before);
  });
});
