import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import {
  addCustomer,
  CHAT,
  caller,
  china,
  demoSopCounts,
  expectNothingOfDemo,
  GROUP,
  MONTH_END_STEPS,
  planBody,
  restartAndSweep,
  rowsOf,
  tasksOf,
} from './sop-test-kit';

let t: TestApp;
let call: ReturnType<typeof caller>;
let employee: { id: number; user_id: string };
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t, authHeaders(await signIn(t.app, 'admin', 'Admin@123')));
  [employee] = (await rowsOf<{ id: number; user_id: string }>(
    t,
    sql`select id, platform_user_id as user_id from employees where tenant_id = 'demo' and status = 1 order by id limit 1`,
  )) as [{ id: number; user_id: string }];
}, 300_000);
afterAll(async () => {
  expect(t.errors).toEqual([]);
  await t.close();
});

async function createPlan(fields: Record<string, unknown> = {}) {
  const response = await call('POST', `${CHAT}/plans`, planBody(employee.id, fields));
  expect(response.json().code).toBe(0);
  return response.json().data.id as number;
}

describe('/chat-sop plans and steps (issue #18)', () => {
  it('refuses a step before the previous one, an empty message and a plan with no executor', async () => {
    const before = await call('POST', `${CHAT}/plans`, {
      ...planBody(employee.id),
      steps: [
        { day: 2, time: '10:00', message: { text: '第一步', attachments: [] } },
        { day: 1, time: '10:00', message: { text: '第二步', attachments: [] } },
      ],
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().msg).toContain('第2步的执行时间必须晚于第1步');
    const empty = await call('POST', `${CHAT}/plans`, {
      ...planBody(employee.id),
      steps: [{ day: 0, time: '10:00', message: { text: '', attachments: [] } }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('消息内容不能为空');
    const nobody = await call('POST', `${CHAT}/plans`, {
      ...planBody(employee.id),
      executor_ids: [],
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().msg).toContain('请选择执行员工');
    const written = sql`select count(*)::int as n from sop_plans where name = '新客三步培育'`;
    expect((await rowsOf<{ n: number }>(t, written))[0]!.n).toBe(0);
  });

  it('a new customer gets the steps at day N HH:mm across the month end, with the 22:00–08:00 window', async () => {
    t.clock.now = china('2026-01-31T09:00:00').getTime();
    const planId = await createPlan({ steps: MONTH_END_STEPS });
    t.clock.now = china('2026-01-31T15:20:00').getTime();
    await addCustomer(t, 'demo', employee.user_id, new Date(t.clock.now));
    await t.jobs.runDue();
    await call('GET', `${CHAT}/plans`); // a read also moves the plan forward
    const tasks = await tasksOf(t, planId);
    expect(tasks.map((task) => new Date(task.due_at).getTime())).toEqual([
      china('2026-01-31T15:20:00').getTime(), // day 0 at 10:00 already past: at once
      china('2026-02-01T10:00:00').getTime(), // day 1 is in the next month
      china('2026-02-04T08:00:00').getTime(), // 22:30 falls in 22:00–08:00
    ]);
    expect(tasks.map((task) => task.status)).toEqual([1, 0, 0]);
    t.clock.now = china('2026-02-01T09:59:00').getTime();
    await call('GET', `${CHAT}/plans`);
    expect((await tasksOf(t, planId)).map((task) => task.status)).toEqual([1, 0, 0]);
    t.clock.now = china('2026-02-01T10:00:00').getTime();
    await call('GET', `${CHAT}/plans`);
    expect((await tasksOf(t, planId)).map((task) => task.status)).toEqual([1, 1, 0]);
    await call('DELETE', `${CHAT}/plans/${planId}`);
  });

  it("a restart at a step's due time yields exactly one reminder", async () => {
    t.clock.now = china('2026-03-10T09:00:00').getTime();
    const planId = await createPlan({
      time_type: 'after',
      steps: [{ hours: 1, minutes: 0, message: { text: '一小时后', attachments: [] } }],
    });
    await addCustomer(t, 'demo', employee.user_id, new Date(t.clock.now));
    await t.jobs.runDue();
    t.clock.now += HOUR;
    // The sweep runs, the process stops, a new process on the same database sweeps again.
    await t.jobs.enqueue('reach.sop.advance', { tenantId: 'demo' }, { key: 'restart-a' });
    await t.jobs.runDue();
    await restartAndSweep(t);
    const tasks = await tasksOf(t, planId);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]!.status).toBe(1);
    expect(new Date(tasks[0]!.reminded_at!).getTime()).toBe(t.clock.now);
    await call('DELETE', `${CHAT}/plans/${planId}`);
  });

  it("ends a customer's remaining steps early when it gets an end tag", async () => {
    t.clock.now = china('2026-04-01T11:00:00').getTime();
    const [tag] = await rowsOf<{ id: number }>(
      t,
      sql`select id from tags where tenant_id = 'demo' order by id limit 1`,
    );
    const planId = await createPlan({ end_on: { tag_ids: [tag!.id], reply: false } });
    const customerId = await addCustomer(t, 'demo', employee.user_id, new Date(t.clock.now));
    await call('GET', `${CHAT}/plans`);
    expect((await tasksOf(t, planId)).map((task) => task.status)).toEqual([1, 0, 0]);
    await t.database.db.execute(
      sql`insert into customer_tags (tenant_id, customer_id, tag_id) values ('demo', ${customerId}, ${tag!.id})`,
    );
    t.clock.now += 2 * 24 * HOUR;
    await call('GET', `${CHAT}/plans`);
    expect((await tasksOf(t, planId)).map((task) => task.status)).toEqual([3, 3, 3]);
    const stats = (await call('GET', `${CHAT}/plans/${planId}/stats`)).json().data;
    expect(stats.ended_targets).toBe(1);
    expect(stats.steps[1].ended).toBe(1);
    await call('DELETE', `${CHAT}/plans/${planId}`);
  });

  it("ends a customer's remaining steps early when the customer replies", async () => {
    t.clock.now = china('2026-04-05T09:00:00').getTime();
    const planId = await createPlan({ end_on: { tag_ids: [], reply: true } });
    const customerId = await addCustomer(t, 'demo', employee.user_id, new Date(t.clock.now));
    await call('GET', `${CHAT}/plans`);
    const replied = await call('POST', `${CHAT}/sandbox/reply`, { target_id: customerId });
    expect(replied.json().data.ended).toBe(1);
    t.clock.now += 5 * 24 * HOUR;
    await call('GET', `${CHAT}/plans`);
    expect((await tasksOf(t, planId)).map((task) => task.status)).toEqual([3, 3, 3]);
    await call('DELETE', `${CHAT}/plans/${planId}`);
  });

  it('pause stops due steps; resume skips the paused-over steps and never reminds one twice', async () => {
    t.clock.now = china('2026-05-01T09:00:00').getTime();
    const planId = await createPlan();
    await addCustomer(t, 'demo', employee.user_id, new Date(t.clock.now));
    await call('GET', `${CHAT}/plans`);
    expect((await tasksOf(t, planId)).map((task) => task.status)).toEqual([0, 0, 0]);
    t.clock.now = china('2026-05-01T10:00:00').getTime();
    const paused = await call('POST', `${CHAT}/plans/${planId}/state`, { state: 'paused' });
    expect(paused.json().data.state).toBe(2);
    const firstReminder = (await tasksOf(t, planId))[0]!.reminded_at;
    expect((await tasksOf(t, planId)).map((task) => task.status)).toEqual([1, 0, 0]);
    t.clock.now = china('2026-05-02T12:00:00').getTime(); // step 2 (day 1 10:00) passes while paused
    await t.jobs.enqueue('reach.sop.advance', { tenantId: null }, { key: 'paused' });
    await t.jobs.runDue();
    await call('GET', `${CHAT}/plans`);
    expect((await tasksOf(t, planId)).map((task) => task.status)).toEqual([1, 0, 0]);
    const resumed = await call('POST', `${CHAT}/plans/${planId}/state`, { state: 'running' });
    expect(resumed.json().data).toEqual({ state: 1, skipped: 1 });
    await t.jobs.runDue();
    await call('GET', `${CHAT}/plans`);
    let tasks = await tasksOf(t, planId);
    expect(tasks.map((task) => task.status)).toEqual([1, 5, 0]);
    expect(tasks[0]!.reminded_at).toEqual(firstReminder);
    t.clock.now = china('2026-05-04T20:00:00').getTime();
    await call('GET', `${CHAT}/plans`);
    await call('GET', `${CHAT}/plans`);
    tasks = await tasksOf(t, planId);
    expect(tasks.map((task) => task.status)).toEqual([1, 5, 1]);
    await call('DELETE', `${CHAT}/plans/${planId}`);
  });

  it('an employee marks a due reminder sent once; a step not yet due cannot be', async () => {
    t.clock.now = china('2026-06-01T09:00:00').getTime();
    const planId = await createPlan();
    t.clock.now = china('2026-06-01T11:00:00').getTime();
    await addCustomer(t, 'demo', employee.user_id, new Date(t.clock.now));
    t.clock.now = china('2026-06-01T11:05:00').getTime();
    const list = (await call('GET', `${CHAT}/tasks?plan_id=${planId}&today=1`)).json().data;
    expect(list.total).toBe(1);
    const [due] = list.list;
    expect(due.status).toBe(1);
    expect((await call('POST', `${CHAT}/tasks/${due.id}/sent`, {})).json().data.status).toBe(2);
    expect((await call('POST', `${CHAT}/tasks/${due.id}/sent`, {})).json().data.status).toBe(2);
    const later = (await call('GET', `${CHAT}/tasks?plan_id=${planId}&status=0`)).json().data
      .list[0];
    expect((await call('POST', `${CHAT}/tasks/${later.id}/sent`, {})).json().code).toBe(101180002);
    const stats = (await call('GET', `${CHAT}/plans/${planId}/stats`)).json().data;
    expect(stats.steps[0].sent).toBe(1);
    expect(stats.employees[0].completion_rate).toBe(100);
    await call('DELETE', `${CHAT}/plans/${planId}`);
  });

  it("a filter plan enrolls the executors' matching customers at once", async () => {
    t.clock.now = Date.now();
    const created = await call(
      'POST',
      `${CHAT}/plans`,
      planBody(employee.id, {
        business_type: 3,
        target: { mode: 'filter', gender: null, tag_ids: [], exclude_tag_ids: [] },
      }),
    );
    const live = await rowsOf<{ n: number }>(
      t,
      sql`select count(distinct customer_id)::int as n from customer_relations
      where tenant_id = 'demo' and employee_id = ${employee.id} and deleted_by_customer_at is null and deleted_by_employee_at is null`,
    );
    expect(created.json().data.targets).toBe(live[0]!.n);
    await call('DELETE', `${CHAT}/plans/${created.json().data.id}`);
  });
});

describe('/group-sop on the shared SOP domain (issue #18)', () => {
  it('a new group of an executing owner joins and its owner gets the step', async () => {
    t.clock.now = china('2026-07-01T09:00:00').getTime();
    const [owner] = await rowsOf<{ id: number }>(
      t,
      sql`select owner_employee_id as id from customer_groups where tenant_id = 'demo' and owner_employee_id is not null limit 1`,
    );
    const created = await call('POST', `${GROUP}/plans`, {
      ...planBody(owner!.id, { business_type: 4 }),
      name: '新群培育',
      target: { mode: 'new' },
    });
    expect(created.json().code).toBe(0);
    const planId = created.json().data.id as number;
    t.clock.now = china('2026-07-01T11:00:00').getTime();
    await t.database.db
      .execute(sql`insert into customer_groups (tenant_id, platform_chat_id, name, owner_employee_id, created_at)
      values ('demo', 'wr-sop-test-group', 'SOP测试群', ${owner!.id}, ${new Date(t.clock.now)})`);
    const tasks = (await call('GET', `${GROUP}/tasks?plan_id=${planId}`)).json().data;
    expect(tasks.total).toBe(3);
    expect(tasks.list.find((row: { step: number }) => row.step === 1)).toMatchObject({
      status: 1,
      target_name: 'SOP测试群',
      employee_id: owner!.id,
    });
    // A group plan is not a chat plan: the other page does not see it.
    expect((await call('GET', `${CHAT}/plans/${planId}`)).statusCode).toBe(404);
    await call('DELETE', `${GROUP}/plans/${planId}`);
  });

  it('the demo tenant starts with 90 days of SOPs: sent, open and ended tasks', async () => {
    const counts = await demoSopCounts(t);
    expect(counts.plans).toBeGreaterThanOrEqual(3);
    expect(counts.sent).toBeGreaterThan(counts!.open);
    expect(counts.ended).toBeGreaterThan(0);
    expect(Date.now() - new Date(counts.oldest).getTime()).toBeGreaterThan(60 * 24 * HOUR);
  });
});

describe('SOP tenant isolation (house rule)', () => {
  it('tenant second reaches nothing of demo through any SOP endpoint', async () => {
    t.clock.now = Date.now();
    const second = caller(t, authHeaders(await signIn(t.app, 'admin2', 'Admin@123')));
    const demoPlan = await createPlan({ target: { mode: 'filter' } });
    const [demoTask] = await rowsOf<{ id: number; target_id: number }>(
      t,
      sql`select id::int as id, target_id::int as target_id from sop_tasks where plan_id = ${demoPlan} limit 1`,
    );
    const [demoGroupPlan] = await rowsOf<{ id: number }>(
      t,
      sql`select id from sop_plans where tenant_id = 'demo' and kind = 2 limit 1`,
    );
    for (const [base, id] of [
      [CHAT, demoPlan],
      [GROUP, demoGroupPlan!.id],
    ] as const) {
      const body = planBody(employee.id, base === GROUP ? { business_type: 4 } : {});
      await expectNothingOfDemo(second, base, id, demoTask!, body);
    }
    // demo's employee, tag or group named in second's body: 400, nothing written
    const foreign = await second('POST', `${CHAT}/plans`, planBody(employee.id));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toContain('执行员工不存在');
    expect(
      (
        await rowsOf<{ n: number }>(
          t,
          sql`select count(*)::int as n from sop_plans where tenant_id = 'second'`,
        )
      )[0]!.n,
    ).toBe(0);
    const detail = (await call('GET', `${CHAT}/plans/${demoPlan}`)).json().data;
    expect(detail.state).toBe(1);
    await call('DELETE', `${CHAT}/plans/${demoPlan}`);
  });
});

describe('the SOP confirm step (issue #38 item 7)', () => {
  it('the SOP send check answers who a plan reaches now with the mass sends’ check (no receive limit: steps are one-to-one), names a bad field and writes nothing', async () => {
    const target = { mode: 'filter', tag_ids: [], exclude_tag_ids: [], gender: null };
    const plans = sql`select count(*)::int as n from sop_plans where tenant_id = 'demo'`;
    const before = (await rowsOf<{ n: number }>(t, plans))[0]!.n;
    const checked = await call(
      'POST',
      `${CHAT}/send-check`,
      planBody(employee.id, { name: 'SOP确认检查', target }),
    );
    expect(checked.statusCode).toBe(200);
    const sop = checked.json().data;
    const mass = (
      await call('POST', '/scrm/v1/reach/private-chat/preview/recipients', {
        filter: { sender_ids: [employee.id], target: 'filter' },
      })
    ).json().data;
    expect(sop.matched).toBeGreaterThan(0);
    expect(sop.matched).toBe(mass.matched);
    expect(sop.receivers).toBe(sop.matched);
    expect(sop.employees).toBe(1);
    expect(sop.sample.length).toBeGreaterThan(0);
    // "From now on" reaches nobody yet.
    const fresh = await call('POST', `${CHAT}/send-check`, planBody(employee.id));
    expect(fresh.json().data).toMatchObject({ matched: 0, receivers: 0, skipped_total: 0 });
    const bad = await call('POST', `${CHAT}/send-check`, {
      ...planBody(employee.id, { target }),
      executor_ids: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('请选择执行员工');
    expect((await rowsOf<{ n: number }>(t, plans))[0]!.n).toBe(before);
  });
});
