// Helpers of the SOP server tests (issue #18): calls as a tenant, a customer added through
// the platform's callback, and the task rows of a plan.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { createTestApp } from '../../../test-support/test-app';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';

export const CHAT = '/scrm/v1/reach/chat-sop';
export const GROUP = '/scrm/v1/reach/group-sop';

export const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

export function caller(t: TestApp, headers: Record<string, string>) {
  return async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

export const china = (local: string) => new Date(`${local}+08:00`);

let serial = 0;
/** A new customer adds `employee` now (the platform's add_external_contact callback). */
export async function addCustomer(t: TestApp, tenantId: string, employeeUserId: string, at: Date) {
  serial += 1;
  const added = await applyPlatformEvent(t.database.db, tenantId, {
    type: 'add_external_contact',
    userId: employeeUserId,
    contact: {
      externalUserId: `wm-sop-test-${serial}-${at.getTime()}`,
      name: `SOP测试客户${serial}`,
      avatar: '',
      type: 1,
      corpName: '',
      gender: 1,
    },
    state: '',
    addWay: 1,
    welcomeCode: '',
    at,
  });
  if (!added) throw new Error('customer not added');
  return added.customerId;
}

export async function tasksOf(t: TestApp, planId: number) {
  return rowsOf<{ step: number; status: number; due_at: string; reminded_at: string | null }>(
    t,
    sql`select step, status, due_at, reminded_at from sop_tasks where plan_id = ${planId} order by step`,
  );
}

export function planBody(employeeId: number, fields: Record<string, unknown> = {}) {
  return {
    name: '新客三步培育',
    business_type: 1,
    executor_ids: [employeeId],
    send_type: 'remind',
    time_type: 'day',
    target: { mode: 'new' },
    steps: [
      { day: 0, time: '10:00', message: { text: '我是{员工姓名}，欢迎关注', attachments: [] } },
      { day: 1, time: '10:00', message: { text: '给您准备了新人礼', attachments: [] } },
      { day: 3, time: '20:00', message: { text: '新人礼还有两天到期', attachments: [] } },
    ],
    ...fields,
  };
}

/** Every SOP endpoint of one page, called by another tenant with demo's ids: nothing of demo's. */
export async function expectNothingOfDemo(
  other: ReturnType<typeof caller>,
  base: string,
  planId: number,
  task: { id: number; target_id: number },
  body: unknown,
) {
  const list = (await other('GET', `${base}/plans`)).json().data;
  expect(list.list.map((row: { id: number }) => row.id)).not.toContain(planId);
  expect((await other('GET', `${base}/plans/${planId}`)).statusCode).toBe(404);
  expect((await other('GET', `${base}/plans/${planId}/stats`)).statusCode).toBe(404);
  const pause = await other('POST', `${base}/plans/${planId}/state`, { state: 'paused' });
  expect(pause.statusCode).toBe(404);
  expect((await other('POST', `${base}/plans/${planId}`, body)).statusCode).toBe(404);
  expect((await other('DELETE', `${base}/plans/${planId}`)).statusCode).toBe(404);
  expect((await other('GET', `${base}/tasks?plan_id=${planId}`)).json().data.total).toBe(0);
  expect((await other('POST', `${base}/tasks/${task.id}/sent`, {})).statusCode).toBe(404);
  const reply = await other('POST', `${base}/sandbox/reply`, { target_id: task.target_id });
  expect(reply.json().data.ended).toBe(0);
}

/** demo's seeded SOP figures (issue #18 seed: 90 days). */
export async function demoSopCounts(t: TestApp) {
  const [counts] = await rowsOf<{
    plans: number;
    sent: number;
    open: number;
    ended: number;
    oldest: string;
  }>(
    t,
    sql`select (select count(*)::int from sop_plans where tenant_id = 'demo') as plans,
      count(*) filter (where status = 2)::int as sent, count(*) filter (where status = 1)::int as open,
      count(*) filter (where status = 3)::int as ended, min(due_at) as oldest
      from sop_tasks where tenant_id = 'demo'`,
  );
  return counts!;
}

/** A second process on the same database at the same instant: it sweeps twice and stops. */
export async function restartAndSweep(t: TestApp) {
  const restarted = await createTestApp({ database: t.database });
  restarted.clock.now = t.clock.now;
  await restarted.jobs.enqueue('reach.sop.advance', { tenantId: 'demo' }, { key: 'restart-b' });
  await restarted.jobs.enqueue('reach.sop.advance', { tenantId: null }, { key: 'restart-c' });
  await restarted.jobs.runDue();
  await restarted.app.close();
  await restarted.jobs.stop(0);
}

/** Day 0 at 10:00, day 1 at 10:00, day 3 at 22:30 (inside the 22:00–08:00 window). */
export const MONTH_END_STEPS = [
  { day: 0, time: '10:00', message: { text: '我是{员工姓名}，欢迎关注', attachments: [] } },
  { day: 1, time: '10:00', message: { text: '给您准备了新人礼', attachments: [] } },
  { day: 3, time: '22:30', message: { text: '新人礼还有两天到期', attachments: [] } },
];
