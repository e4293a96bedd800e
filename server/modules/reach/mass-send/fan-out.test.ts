import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateFilterSchema } from '../../../../contract/reach/mass-send';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import { createMassSendPlatform } from '../../../platform/mass-send-adapter';
import { countRecipients, createSend } from './create-send';
import { fanOutRest } from './fan-out';
import { privateRecipientsSql } from './recipient-match';
import type { TargetRange } from './recipient-match';

const BASE = '/scrm/v1/reach/private-chat';
const MESSAGE = { text: '双十二会员日，全场满 199 减 30', attachments: [] };
const ALL = privateFilterSchema.parse({ sender_ids: [], target: 'all' });

let t: TestApp;
let headers: Record<string, string>;
const one = async (query: string) =>
  Number(
    Object.values(
      ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: object[] }).rows[0]!,
    )[0],
  );
const recipientsOf = (range?: TargetRange) =>
  privateRecipientsSql(t.database.db, 'demo', ALL, range);
const create = async (chunkSize: number) =>
  createSend(
    t.database.db,
    createMassSendPlatform(t.database.db, t.database.handle.kind),
    'demo',
    1,
    {
      channel: 1,
      name: '分批生成',
      filter: ALL as unknown as Record<string, unknown>,
      message: MESSAGE,
      sendType: 'now',
      recipients: recipientsOf,
      emptyMessage: '筛选条件没有匹配到任何客户',
    },
    new Date(t.clock.now),
    chunkSize,
  );
const rest = (sendId: number, chunkSize: number, afterChunk?: (chunk: number) => void) =>
  fanOutRest(
    t.database.db,
    createMassSendPlatform(t.database.db, t.database.handle.kind),
    'demo',
    sendId,
    (_filter, _channel, range) => recipientsOf(range),
    { chunkSize, ...(afterChunk ? { afterChunk } : {}) },
  );
const status = (id: number) => one(`select status from mass_sends where id = ${id}`);

beforeAll(async () => {
  t = await createTestApp();
  headers = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
  // Over one chunk of 5,000 reachable customers; every tenth also added by a second employee.
  await t.database.db
    .execute(sql`insert into customers (tenant_id, external_user_id, name, last_added_at)
    select 'demo', 'wm_fan_' || n, '分批客户' || n, now() from generate_series(1, 5200) n`);
  await t.database.db
    .execute(sql`insert into customer_relations (tenant_id, customer_id, employee_id, added_at)
    select 'demo', c.id, e.id, now() from customers c
    join (select min(id) as id from employees where tenant_id = 'demo' and status = 1) e on true
    where c.tenant_id = 'demo' and c.external_user_id like 'wm_fan_%'`);
  await t.database.db
    .execute(sql`insert into customer_relations (tenant_id, customer_id, employee_id, added_at)
    select 'demo', c.id, e.id, now() + interval '1 minute' from customers c
    join (select max(id) as id from employees where tenant_id = 'demo' and status = 1) e on true
    where c.tenant_id = 'demo' and c.external_user_id like 'wm_fan_%' and c.id % 10 = 0`);
  // As the WeCom sync does after writing customers (sync-customers.ts): without statistics
  // PostgreSQL planned the chunk's recipient query as a nested loop over the customer range
  // per relation (2.4 s alone, past the 30 s timeout in CI, depending on autovacuum's timing).
  await t.database.db.execute(sql`analyze customers, customer_relations`);
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('mass-send fan-out in chunks (issue #17)', () => {
  it('a send over one chunk answers 准备中 at once; the fan-out job creates the rest, the matched count equals the rows, one per customer', async () => {
    const preview = (
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/preview`,
        headers,
        payload: { filter: { sender_ids: [], target: 'all' } },
      })
    ).json();
    expect(preview.data.matched).toBeGreaterThan(5000);
    const created = (
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/sends`,
        headers,
        payload: {
          name: '十万客户',
          filter: { sender_ids: [], target: 'all' },
          message: MESSAGE,
          send_type: 'now',
        },
      })
    ).json();
    expect(created.data.preparing).toBe(true);
    expect(created.data.recipients).toBeGreaterThan(0);
    expect(created.data.recipients).toBeLessThan(preview.data.matched);
    const id = created.data.id as number;
    const detail = (
      await t.app.inject({ method: 'GET', url: `${BASE}/sends/${id}`, headers })
    ).json();
    expect(detail.data.status).toBe(5);
    await t.jobs.runDue({ asOf: new Date(t.clock.now) });
    expect(await status(id)).not.toBe(5);
    expect(await one(`select count(*) from mass_send_recipients where send_id = ${id}`)).toBe(
      preview.data.matched,
    );
    expect(
      await one(
        `select count(*) - count(distinct target_id) from mass_send_recipients where send_id = ${id}`,
      ),
    ).toBe(0);
    expect(await one(`select count(*) from mass_send_tasks where send_id = ${id}`)).toBe(
      preview.data.employees,
    );
    await t.app.inject({ method: 'POST', url: `${BASE}/sends/${id}/cancel`, headers });
  });

  it('a restart in the middle of the fan-out creates each recipient exactly once', async () => {
    const matched = (await countRecipients(t.database.db, await recipientsOf())).matched;
    const created = await create(700);
    expect(created.preparing).toBe(true);
    await expect(
      rest(created.id, 700, (chunk) => {
        if (chunk === 2) throw new Error('server stopped');
      }),
    ).rejects.toThrow('server stopped');
    const partial = await one(
      `select count(*) from mass_send_recipients where send_id = ${created.id}`,
    );
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(matched);
    expect(await status(created.id)).toBe(5);
    await rest(created.id, 700);
    await rest(created.id, 700); // a second run after completion adds nothing
    expect(
      await one(`select count(*) from mass_send_recipients where send_id = ${created.id}`),
    ).toBe(matched);
    expect(
      await one(
        `select count(*) - count(distinct target_id) from mass_send_recipients where send_id = ${created.id}`,
      ),
    ).toBe(0);
    expect(await status(created.id)).toBe(2);
    await t.app.inject({ method: 'POST', url: `${BASE}/sends/${created.id}/cancel`, headers });
  });

  it('cancelling a preparing send stops its fan-out: nothing more is created, nothing is delivered', async () => {
    const created = await create(700);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${BASE}/sends/${created.id}/cancel`,
      headers,
    });
    const made = await one(
      `select count(*) from mass_send_recipients where send_id = ${created.id}`,
    );
    expect(cancelled.json().data.cancelled_recipients).toBe(made);
    expect(await rest(created.id, 700)).toBe(0);
    expect(
      await one(`select count(*) from mass_send_recipients where send_id = ${created.id}`),
    ).toBe(made);
    expect(await status(created.id)).toBe(4);
  });
});
