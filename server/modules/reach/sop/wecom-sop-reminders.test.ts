// issue #40 SOP reminders on WeCom, through the protocol fake on 127.0.0.1 (PGlite by default,
// PostgreSQL with TEST_DATABASE_URL): each due step → one app message (message/send with the
// tenant's agent id) per employee and per step, never two after a retry.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSopSchema } from '../../../../contract/reach/sop';
import { deliverAppMessages } from '../../../platform/wecom/app-messages';
import { wecomReachOf } from '../../../platform/wecom/reach-deps';
import { startSync } from '../../../platform/wecom/sync/sync-job';
import { appMessagesOf } from '../../../test-support/wecom-fake/handlers/message-send';
import { openSyncWorld } from '../../../test-support/wecom-fake/sync-test-kit';
import type { SyncWorld } from '../../../test-support/wecom-fake/sync-test-kit';
import { advanceSop } from './sop-advance';
import { SOP_ADVANCE_JOB } from './sop-job';
import { createPlan } from './sop-plans';

const SHAPE = { customers: 30, users: 3, departments: 1, tagGroups: 1, tagsPerGroup: 1, chats: 0 };

let world: SyncWorld;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await world.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const now = () => new Date(world.t.clock.now);

beforeAll(async () => {
  world = await openSyncWorld(SHAPE, 'wecomsop');
  await startSync(world.t.database.db, world.t.jobs, world.tenantId, 'full', new Date());
  await world.t.jobs.runDue();
}, 300_000);
afterAll(() => world.close());

describe('SOP reminders on WeCom (issue #40)', () => {
  it('each due SOP step reaches each employee as one app message (message/send with the agent id) linking to the sidebar SOP page, never two after a retry', async () => {
    const { db } = world.t.database;
    const executors = await rows<{ id: number }>(sql`select id from employees
      where tenant_id = ${world.tenantId} order by id`);
    const body = customerSopSchema.parse({
      name: '新客两步培育',
      business_type: 1,
      executor_ids: executors.map((row) => row.id),
      send_type: 'remind',
      time_type: 'after',
      dnd: { enabled: false, start: '22:00', end: '08:00' },
      target: { mode: 'filter' },
      steps: [
        { hours: 0, minutes: 5, message: { text: '欢迎了解新品', attachments: [] } },
        { hours: 0, minutes: 30, message: { text: '新人礼还有两天到期', attachments: [] } },
      ],
    });
    const plan = await createPlan(db, world.tenantId, 1, 1, body, now());
    expect(plan.targets).toBeGreaterThan(0);

    // Step 1 is due: one queued message per employee who has a task in it.
    world.t.clock.advance(6 * 60_000);
    await advanceSop(db, world.tenantId, now());
    await advanceSop(db, world.tenantId, now()); // a second sweep at the same instant adds nothing
    const employeesInStep = await rows<{
      n: number;
    }>(sql`select count(distinct employee_id)::int as n
      from sop_tasks where tenant_id = ${world.tenantId} and plan_id = ${plan.id} and step = 1`);
    const queued = await rows<{
      key: string;
      path: string;
    }>(sql`select key, path from wecom_app_messages
      where tenant_id = ${world.tenantId}`);
    expect(queued).toHaveLength(employeesInStep[0]!.n);
    expect(queued.every((row) => row.path === '/sidebar/sop')).toBe(true);

    // The run is cut off after WeCom accepted the first message, before it was marked sent.
    const reach = wecomReachOf(db);
    await expect(
      deliverAppMessages(db, reach, world.tenantId, now(), {
        afterSend: () => {
          throw new Error('进程被终止');
        },
      }),
    ).rejects.toThrow('进程被终止');
    // The SOP job's next run (a retry) delivers the rest; the cut-off one is not received twice.
    world.t.clock.advance(60_000);
    await world.t.jobs.enqueue(SOP_ADVANCE_JOB, { tenantId: world.tenantId }, { key: 'retry-1' });
    await world.t.jobs.runDue();
    const delivered = appMessagesOf(world.fake);
    expect(delivered.map((m) => m.touser).sort()).toEqual(
      [...new Set(delivered.map((m) => m.touser))].sort(),
    );
    expect(delivered).toHaveLength(employeesInStep[0]!.n);
    expect(delivered.every((m) => m.agentid === 1000002)).toBe(true);
    expect(JSON.stringify(delivered[0]!.body)).toContain('「新客两步培育」第1步');
    const states = await rows<{ state: number }>(sql`select state from wecom_app_messages
      where tenant_id = ${world.tenantId}`);
    expect(states.every((row) => row.state === 2)).toBe(true);

    // Step 2: one more message per employee, nothing repeated for step 1.
    world.t.clock.advance(30 * 60_000);
    await world.t.jobs.enqueue(SOP_ADVANCE_JOB, { tenantId: world.tenantId }, { key: 'step-2' });
    await world.t.jobs.runDue();
    await world.t.jobs.enqueue(SOP_ADVANCE_JOB, { tenantId: world.tenantId }, { key: 'step-2b' });
    await world.t.jobs.runDue();
    const all = appMessagesOf(world.fake);
    const perStep = (step: number) =>
      all.filter((m) => JSON.stringify(m.body).includes(`第${step}步`)).map((m) => m.touser);
    expect(perStep(1)).toHaveLength(employeesInStep[0]!.n);
    expect(new Set(perStep(2)).size).toBe(perStep(2).length);
    expect(perStep(2).length).toBeGreaterThan(0);
  }, 300_000);
});
