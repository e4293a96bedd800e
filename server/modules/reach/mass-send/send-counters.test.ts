// issue #17 "our numbers must equal a direct count of recipient rows": the totals, the
// per-employee figures and the per-customer page's 共 N 条 are read from the tasks' counters
// (reach_send_counters); here every one of them is compared with a count of the rows after
// a delivery with a retried batch, a replayed batch and a cancel, for both channels.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import { sandboxReachEmployees } from '../../../db/schema/reach';
import { createMassSendPlatform } from '../../../platform/mass-send-adapter';
import { advanceSends, deliverTask, recordResults } from './deliver-sends';

const STATUS_NAMES = [
  'pending',
  'sent',
  'not_friend',
  'limit_reached',
  'failed',
  'cancelled',
] as const;
type Counts = Record<(typeof STATUS_NAMES)[number] | 'recipients', number>;
const MESSAGE = { text: '周末会员日，到店出示消息领取小礼品', attachments: [] };

let t: TestApp;
let demo: Record<string, string>;
const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  (await t.app.inject({ method, url, headers: demo, ...(payload ? { payload } : {}) })).json() as {
    code: number;
    data: never;
  };

/** A direct count of the send's recipient rows by status (all of them, or one task's). */
async function directCounts(sendId: number, taskId?: number) {
  const [row] = await rows<Counts>(`
    select count(*)::int as recipients,
      ${STATUS_NAMES.map((name, status) => `count(*) filter (where status = ${status})::int as ${name}`).join(', ')}
    from mass_send_recipients where tenant_id = 'demo' and send_id = ${sendId}
      ${taskId === undefined ? '' : `and task_id = ${taskId}`}`);
  return row!;
}

/** Employees who confirm at once (the first two) and who never confirm (the rest). */
async function behave(confirming: readonly number[], silent: readonly number[]) {
  await t.database.db
    .insert(sandboxReachEmployees)
    .values([
      ...confirming.map((id) => ({ tenantId: 'demo', employeeId: id, confirmDelaySeconds: 0 })),
      ...silent.map((id) => ({ tenantId: 'demo', employeeId: id, confirmDelaySeconds: null })),
    ])
    .onConflictDoUpdate({
      target: [sandboxReachEmployees.tenantId, sandboxReachEmployees.employeeId],
      set: { confirmDelaySeconds: sql`excluded.confirm_delay_seconds` },
    });
}

/**
 * A scheduled send to `filter`, delivered at its time in small batches where the second batch
 * of the first task is retried (the platform delivered it, the process stopped before our
 * update), one batch
 * recorded a second time (a replay), then cancelled (the silent employees' rows).
 */
async function deliverRetryReplayCancel(base: string, filter: Record<string, unknown>) {
  const created = await call('POST', `${base}/sends`, {
    name: '计数核对',
    filter,
    message: MESSAGE,
    send_type: 'scheduled',
    send_at: new Date(t.clock.now + 3600_000).toISOString(),
  });
  expect(created.code).toBe(0);
  const id = (created.data as { id: number }).id;
  t.clock.advance(2 * 3600_000);
  const platform = createMassSendPlatform(t.database.db, t.database.handle.kind);
  const now = new Date(t.clock.now);
  // Moves the send to 发送中 and takes the employees' confirmations, delivering nothing yet.
  await advanceSends(t.database.db, platform, 'demo', now, { maxRecipients: 0 });
  // The largest confirmed task first: its second batch is the retried one.
  const confirmed = await rows<{ id: number }>(`select t.id from mass_send_tasks t
    where t.tenant_id = 'demo' and t.send_id = ${id} and t.status = 1
    order by (select count(*) from mass_send_recipients r where r.tenant_id = 'demo'
      and r.task_id = t.id) desc, t.id`);
  expect(confirmed.length).toBeGreaterThan(0);
  const channel = base.endsWith('group-chat') ? 2 : 1;
  const deliver = (taskId: number, afterPlatformCall?: (batch: number) => void) =>
    deliverTask(t.database.db, platform, 'demo', { id: taskId, channel }, now, {
      // A group owner has a handful of groups, an employee hundreds of customers.
      batchSize: channel === 2 ? 2 : 5,
      ...(afterPlatformCall ? { afterPlatformCall } : {}),
    });
  const stop = (batch: number) => {
    if (batch === 1) throw new Error('process stopped after the platform call');
  };
  await expect(deliver(confirmed[0]!.id, stop)).rejects.toThrow('process stopped');
  expect((await directCounts(id)).pending).toBeGreaterThan(0);
  for (const task of confirmed) await deliver(task.id);
  // The replay: the first delivered rows' results recorded once more.
  const delivered = await rows<{ id: number; target_id: number; employee_id: number }>(`
    select id, target_id, employee_id from mass_send_recipients
    where tenant_id = 'demo' and send_id = ${id} and status between 1 and 4 order by id limit 5`);
  expect(delivered.length).toBeGreaterThan(0);
  const again = await platform.deliver(
    'demo',
    channel,
    delivered.map((row) => ({
      recipientId: Number(row.id),
      targetId: Number(row.target_id),
      employeeId: row.employee_id,
    })),
    now,
  );
  const beforeReplay = await call('GET', `${base}/sends/${id}`);
  await recordResults(t.database.db, 'demo', again);
  await recordResults(t.database.db, 'demo', again);
  const afterReplay = await call('GET', `${base}/sends/${id}`);
  expect((afterReplay.data as { totals: object }).totals).toEqual(
    (beforeReplay.data as { totals: object }).totals,
  );
  const cancelled = await call('POST', `${base}/sends/${id}/cancel`);
  expect((cancelled.data as { cancelled_recipients: number }).cancelled_recipients).toBeGreaterThan(
    0,
  );
  return id;
}

/** Every figure the pages show for the send, compared with direct counts. */
async function expectFiguresEqualDirectCounts(base: string, id: number) {
  const direct = await directCounts(id);
  expect(direct.cancelled).toBeGreaterThan(0);
  expect(direct.sent + direct.not_friend + direct.limit_reached + direct.failed).toBeGreaterThan(0);
  const detail = (await call('GET', `${base}/sends/${id}`)).data as {
    totals: Record<string, number>;
  };
  expect(detail.totals).toMatchObject(direct);
  const tasks = (await call('GET', `${base}/sends/${id}/tasks`)).data as Array<
    Record<string, number>
  >;
  for (const task of tasks) {
    const own = await directCounts(id, task.id);
    expect(task).toMatchObject({
      recipients: own.recipients,
      sent: own.sent,
      not_friend: own.not_friend,
      limit_reached: own.limit_reached,
      failed: own.failed,
    });
    const page = (await call(
      'GET',
      `${base}/sends/${id}/recipients?page=1&page_size=20&employee_id=${task.employee_id}`,
    )) as { data: { total: number } };
    expect(page.data.total).toBe(own.recipients);
  }
  for (const [status, name] of STATUS_NAMES.entries()) {
    const page = (await call(
      'GET',
      `${base}/sends/${id}/recipients?page=1&page_size=20&status=${status}`,
    )) as { data: { total: number; list: Array<{ status: number }> } };
    expect(page.data.total).toBe(direct[name]);
    expect(page.data.list.every((row) => row.status === status)).toBe(true);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  demo = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
  // A loaded machine can take over two minutes to migrate and seed one PGlite.
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('mass-send counters (issue #17 "totals equal direct counts")', () => {
  it('the seeded sends’ counters equal a direct count of their recipient rows', async () => {
    const mismatched = await rows(`
      with direct as (select tenant_id, task_id, count(*)::int as recipients,
          ${STATUS_NAMES.map((name, status) => `count(*) filter (where status = ${status})::int as ${name}`).join(', ')}
        from mass_send_recipients group by tenant_id, task_id)
      select * from direct d full join reach_send_counters c
        on c.tenant_id = d.tenant_id and c.task_id = d.task_id
      where c.task_id is null or d.task_id is null or c.recipients <> d.recipients
        or ${STATUS_NAMES.map((name) => `c.${name} <> d.${name}`).join(' or ')}`);
    expect(await rows(`select 1 from reach_send_counters limit 1`)).toHaveLength(1);
    expect(mismatched).toEqual([]);
  });

  it('private chat: the send’s totals equal a direct count of its recipient rows after delivery, cancel and a retried batch', async () => {
    const staff = (
      await rows<{ id: number }>(`select e.id from employees e where e.tenant_id = 'demo'
        and exists (select 1 from customer_relations r where r.tenant_id = 'demo'
          and r.employee_id = e.id) order by e.id limit 4`)
    ).map((row) => row.id);
    await behave(staff.slice(0, 2), staff.slice(2));
    const base = '/scrm/v1/reach/private-chat';
    const id = await deliverRetryReplayCancel(base, { sender_ids: staff, target: 'all' });
    await expectFiguresEqualDirectCounts(base, id);
  });

  it('group chat: the send’s totals equal a direct count of its recipient rows after delivery, cancel and a retried batch', async () => {
    const owners = (
      await rows<{ owner: number }>(`select owner_employee_id as owner from customer_groups
        where tenant_id = 'demo' and dismissed_at is null and owner_employee_id is not null
        group by owner_employee_id order by count(*) desc, owner_employee_id limit 4`)
    ).map((row) => row.owner);
    await behave(owners.slice(0, 2), owners.slice(2));
    const base = '/scrm/v1/reach/group-chat';
    const id = await deliverRetryReplayCancel(base, { owner_ids: owners });
    await expectFiguresEqualDirectCounts(base, id);
  });
});
