import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import { chinaDateOf } from '../../../../contract/china-time';

let t: TestApp;
let admin: Record<string, string>;
const D = '/scrm/v1/company/chat-data';
const day = (offset: number) => chinaDateOf(t.clock.now, offset);

beforeAll(async () => {
  t = await createTestApp();
  admin = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
});
afterAll(async () => {
  await t.close();
});

async function get(headers: Record<string, string>, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}

describe('/chat-data 会话数据 (issue #22)', () => {
  it('totals and the daily trend add up to the archived messages of the period', async () => {
    const report = await get(admin, `${D}?start=${day(-29)}&end=${day(0)}`);
    expect(report.status).toBe(200);
    const { totals, days } = report.body.data;
    expect(days).toHaveLength(30);
    const [raw] = (
      (await t.database.db.execute(sql`select count(*) filter (where from_kind = 1)::int as sent,
        count(*) filter (where from_kind = 2 and employee_id is not null)::int as received from chat_messages
        where tenant_id = 'demo' and sent_at >= ${`${day(-29)}T00:00:00+08:00`}::timestamptz`)) as unknown as {
        rows: { sent: number; received: number }[];
      }
    ).rows;
    expect(totals.sent).toBe(raw!.sent);
    expect(totals.received).toBe(raw!.received);
    expect(days.reduce((sum: number, row: { sent: number }) => sum + row.sent, 0)).toBe(raw!.sent);
    expect(days.reduce((sum: number, row: { received: number }) => sum + row.received, 0)).toBe(
      raw!.received,
    );
    expect(totals.reply_rate).toBeGreaterThan(0.5);
    expect(totals.reply_rate).toBeLessThanOrEqual(1);
    expect(totals.avg_first_reply_seconds).toBeGreaterThan(0);
  });

  it('ranks employees by the chosen figure, a shorter first reply first', async () => {
    const bySent = await get(admin, `${D}/employees?start=${day(-29)}&end=${day(0)}&sort=sent`);
    const sent = bySent.body.data.list.map((row: { sent: number }) => row.sent);
    expect([...sent].sort((a, b) => b - a)).toEqual(sent);
    expect(bySent.body.data.page_size).toBe(20);
    const byReply = await get(
      admin,
      `${D}/employees?start=${day(-29)}&end=${day(0)}&sort=avg_first_reply_seconds`,
    );
    const replies = byReply.body.data.list
      .map((row: { avg_first_reply_seconds: number | null }) => row.avg_first_reply_seconds)
      .filter((value: number | null) => value !== null);
    expect([...replies].sort((a, b) => a - b)).toEqual(replies);
  });

  it('refuses a period over 90 days or ending before it starts', async () => {
    const long = await get(admin, `${D}?start=${day(-120)}&end=${day(0)}`);
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('90天');
    expect((await get(admin, `${D}?start=${day(0)}&end=${day(-3)}`)).status).toBe(400);
  });

  it("refuses a role without the page's code (403), and second sees only its own figures", async () => {
    const newbie = authHeaders(await signIn(t.app, 'newbie', 'Newbie@123'));
    expect((await get(newbie, `${D}?start=${day(-6)}&end=${day(0)}`)).status).toBe(403);
    const second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
    const [demoDepartment] = (
      (await t.database.db.execute(
        sql`select id from departments where tenant_id = 'demo' limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const theirs = await get(
      second,
      `${D}/employees?start=${day(-29)}&end=${day(0)}&department_id=${demoDepartment!.id}`,
    );
    expect(theirs.body.data.total).toBe(0);
    const report = await get(second, `${D}?start=${day(-29)}&end=${day(0)}`);
    expect(report.body.data.totals.sent).toBe(0);
  });
});
