// issue #41 follow-up records and customer stages (docs/handover.md): a due follow-up
// reminds once (never twice after a retry), /customer-list filters by stage and by 待跟进,
// bad bodies answer 400 naming the field.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail, CustomerRow } from '../../../../contract/customer/customer-list';
import type { FollowUpRow, StageRow } from '../../../../contract/customer/follow-up';
import type { ListData } from '../../../../contract/envelope';
import type { StageFunnelRow } from '../../../../contract/statistics/customer-data';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin } from '../customer-list/customer-core.test-kit';
import type { Caller } from '../customer-list/customer-core.test-kit';
import { FOLLOW_UP_REMIND_JOB } from './follow-up-jobs';

const CUSTOMERS = '/scrm/v1/customer/customers';
const STAGES = '/scrm/v1/customer/stages/save';
let t: TestApp;
let api: Caller;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function put<T>(url: string, body: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'demo')),
    payload: body as Record<string, unknown>,
  });
  return {
    ...response.json<{ code: number; msg: string; data: T }>(),
    status: response.statusCode,
  };
}

/** Demo customers that still have an employee (the reminder's recipient). */
async function friends(n: number) {
  return rows<{ id: number; employee_id: number }>(sql`select distinct on (c.id) c.id,
      r.employee_id from customers c join customer_relations r
      on r.tenant_id = c.tenant_id and r.customer_id = c.id
    where c.tenant_id = 'demo' and r.deleted_by_customer_at is null
      and r.deleted_by_employee_at is null
    order by c.id limit ${n}`);
}

const notices = async (customerId: number) =>
  (
    await rows<{ n: number }>(sql`select count(*)::int as n from customer_alert_notices
      where tenant_id = 'demo' and kind = 'follow_up' and customer_id = ${customerId}`)
  )[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
}, 120_000);
afterAll(() => t.close());

describe('follow-up records (issue #41)', () => {
  it('a due follow-up reminds its employee once, never twice after a retry', async () => {
    const [customer] = await friends(1);
    const at = new Date(t.clock.now + 3_600_000);
    const created = await api.post<{ id: number }>(`${CUSTOMERS}/${customer?.id}/follow-ups`, {
      text: '客户关心交付周期，下周再确认报价',
      images: ['https://cdn.example.com/a.png'],
      next_follow_at: at.toISOString(),
    });
    expect(created.code).toBe(0);
    // Not due yet: nothing happens.
    await t.jobs.runDue();
    expect(await notices(Number(customer?.id))).toBe(0);
    // Due: one notice to the customer's employee, the record marked reminded.
    t.clock.advance(2 * 3_600_000);
    await t.jobs.runDue({ asOf: new Date(t.clock.now) });
    expect(await notices(Number(customer?.id))).toBe(1);
    // A retry of the same reminder (a second run of the job) reminds nobody again.
    await t.jobs.enqueue(FOLLOW_UP_REMIND_JOB, { tenantId: 'demo', followUpId: created.data.id });
    await t.jobs.runDue({ asOf: new Date(t.clock.now) });
    expect(await notices(Number(customer?.id))).toBe(1);
    const list = await api.get<ListData<FollowUpRow>>(`${CUSTOMERS}/${customer?.id}/follow-ups`);
    expect(list.data.list[0]).toMatchObject({
      text: '客户关心交付周期，下周再确认报价',
      images: ['https://cdn.example.com/a.png'],
      employee: { id: customer?.employee_id },
    });
    expect(list.data.list[0]?.reminded_at).not.toBeNull();
  });

  it('/customer-list filters by stage and by 待跟进 (the latest follow-up’s next time has come); the stage funnel counts at-or-beyond', async () => {
    // The first customer has test 1's follow-up (due by now): this test uses the next three.
    const [, a, b, c] = await friends(4);
    const saved = await put<StageRow[]>(STAGES, {
      stages: [{ name: '初次接触' }, { name: '意向明确' }, { name: '已成交' }],
    });
    expect(saved.data.map((stage) => stage.name)).toEqual(['初次接触', '意向明确', '已成交']);
    const [first, second] = saved.data;
    await api.post(`${CUSTOMERS}/${a?.id}/stage`, { stage_id: second?.id });
    await api.post(`${CUSTOMERS}/${b?.id}/stage`, { stage_id: first?.id });
    const atSecond = await api.get<ListData<CustomerRow>>(`${CUSTOMERS}?stage_id=${second?.id}`);
    expect(atSecond.data.list.map((row) => row.id)).toEqual([a?.id]);
    const detail = await api.get<CustomerDetail>(`${CUSTOMERS}/${a?.id}`);
    expect(detail.data.stage).toEqual({ id: second?.id, name: '意向明确' });
    // The stage funnel counts each stage's customers at it or a later stage.
    const funnel = await api.get<StageFunnelRow[]>('/scrm/v1/statistics/customer-stage-funnel');
    expect(funnel.data.map((row) => [row.name, row.reached, row.current])).toEqual([
      ['初次接触', 2, 1],
      ['意向明确', 1, 1],
      ['已成交', 0, 0],
    ]);

    const past = new Date(t.clock.now - 60_000).toISOString();
    const future = new Date(t.clock.now + 86_400_000).toISOString();
    await api.post(`${CUSTOMERS}/${b?.id}/follow-ups`, { text: '该跟进了', next_follow_at: past });
    await api.post(`${CUSTOMERS}/${c?.id}/follow-ups`, { text: '已过期', next_follow_at: past });
    // c's latest follow-up asks for a later time: no longer due.
    t.clock.advance(1000);
    await api.post(`${CUSTOMERS}/${c?.id}/follow-ups`, { text: '改约', next_follow_at: future });
    const due = await api.get<ListData<CustomerRow>>(`${CUSTOMERS}?follow_due=true&page_size=100`);
    const dueIds = due.data.list.map((row) => row.id);
    expect(dueIds).toContain(b?.id);
    expect(dueIds).not.toContain(c?.id);
    expect(dueIds).not.toContain(a?.id);
    // Both at once: b is at the first stage and due.
    const both = await api.get<ListData<CustomerRow>>(
      `${CUSTOMERS}?follow_due=true&stage_id=${first?.id}`,
    );
    expect(both.data.list.map((row) => row.id)).toEqual([b?.id]);
  });

  it('bad follow-up, stage and filter inputs answer 400 naming the field and write nothing', async () => {
    const [customer] = await friends(1);
    const count = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from customer_follow_ups`))[0]?.n;
    const before = await count();
    const bad: [unknown, string][] = [
      [{ text: '' }, '跟进内容'],
      [{ text: '好', next_follow_at: '明天' }, '下次跟进时间'],
      [{ text: '好', images: Array.from({ length: 10 }, () => 'https://a.cn/x.png') }, '9张图片'],
      [{ text: '好', images: ['ftp://a.cn/x.png'] }, '图片地址'],
    ];
    for (const [body, field] of bad) {
      const answer = await api.post(`${CUSTOMERS}/${customer?.id}/follow-ups`, body);
      expect(answer.status).toBe(400);
      expect(answer.msg).toContain(field);
    }
    expect(await count()).toBe(before);
    const stages = await put(STAGES, { stages: [{ name: '重复' }, { name: '重复' }] });
    expect(stages.status).toBe(400);
    expect(stages.msg).toContain('阶段名称不能重复');
    const stage = await api.post(`${CUSTOMERS}/${customer?.id}/stage`, { stage_id: 'x' });
    expect(stage.status).toBe(400);
    expect(stage.msg).toContain('客户阶段');
    const filter = await api.get(`${CUSTOMERS}?follow_due=yes`);
    expect(filter.status).toBe(400);
    expect(filter.msg).toContain('待跟进');
  });
});
