// Helpers of the SOP server tests (issue #18): calls as a tenant, a customer added through
// the platform's callback, and the task rows of a plan.
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test-support/test-app';
import { applyPlatformEvent } from '../../customers/platform-events';

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
      { day: 0, time: '10:00', message: { text: '{客户昵称}您好，欢迎关注', attachments: [] } },
      { day: 1, time: '10:00', message: { text: '给您准备了新人礼', attachments: [] } },
      { day: 3, time: '20:00', message: { text: '新人礼还有两天到期', attachments: [] } },
    ],
    ...fields,
  };
}
