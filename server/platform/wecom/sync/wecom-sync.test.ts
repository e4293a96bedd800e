// issue #35 "Sync" and "Writes through the adapter": against the WeCom protocol fake on
// 127.0.0.1, on PGlite by default and on PostgreSQL with TEST_DATABASE_URL.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelCodeFormSchema } from '../../../../contract/acquiring/channel-code';
import { channelCodeGroups, channelCodes } from '../../../db/schema/acquiring';
import { employees } from '../../../db/schema/directory';
import { createJobRunner } from '../../../jobs/job-runner';
import { ageActiveJobs } from '../../../jobs/test-support/age-jobs';
import { createCode } from '../../../modules/acquiring/channel-code/channel-code-commands';
import type { FakeAnswer, FakeRoute } from '../../../test-support/wecom-fake/fake-types';
import { refusal } from '../../../test-support/wecom-fake/fake-checks';
import { externalUserIdOf } from '../../../test-support/wecom-fake/fake-corp';
import { routes as contactRoutes } from '../../../test-support/wecom-fake/handlers/external-contacts';
import {
  connectTenant,
  mirrorCounts,
  openSyncWorld,
} from '../../../test-support/wecom-fake/sync-test-kit';
import type { SyncWorld } from '../../../test-support/wecom-fake/sync-test-kit';
import { createPlatformAdapter } from '../../adapter';
import { createWecomClient } from '../wecom-client';
import { tenantWecomApi } from '../tenant-api';
import { createWecomPlatform } from '../wecom-adapter';
import { defineWecomSyncJobs, startSync } from './sync-job';
import { loadRun } from './sync-runs';

const BATCH = 'externalcontact/batch/get_by_user';
// 230 customers over 6 follow users; every tenth has two: 253 pairs, 3 pages of 100.
const SHAPE = { customers: 230, users: 6, departments: 3, tagGroups: 2, tagsPerGroup: 3, chats: 4 };
const FULL = {
  departments: 3,
  employees: 6,
  tagGroups: 2,
  tags: 6,
  customers: 230,
  relations: 253,
  customerTags: 230,
  groups: 4,
  members: 24,
};

let world: SyncWorld;
const original = contactRoutes.find((route) => route.api === BATCH) as FakeRoute;

beforeAll(async () => {
  world = await openSyncWorld(SHAPE);
}, 120_000);
afterAll(() => world.close());

/** Replaces batch/get_by_user: `step(call, cursor)` may answer instead of the fake. */
function interceptBatch(step: (call: number, cursor: string) => Promise<FakeAnswer> | undefined) {
  const cursors: string[] = [];
  world.fake.route(
    {
      ...original,
      handle(context) {
        const cursor = (context.request.body as { cursor?: string }).cursor ?? '';
        cursors.push(cursor);
        return step(cursors.length, cursor) ?? original.handle(context);
      },
    },
    'replace',
  );
  return { cursors, restore: () => world.fake.route(original, 'replace') };
}

async function newTenant(tenantId: string) {
  await connectTenant(world.t.database.db, tenantId, new Date(world.t.clock.now));
  return startSync(world.t.database.db, world.t.jobs, tenantId, 'full', new Date());
}

describe('WeCom full sync', () => {
  it('save the self-built app → full sync writes departments, employees, corp tags, customers with relations and tags, groups and members into our tables', async () => {
    const { db } = world.t.database;
    const runId = await startSync(db, world.t.jobs, world.tenantId, 'full', new Date());
    await world.t.jobs.runDue();
    expect(await mirrorCounts(db, world.tenantId)).toEqual(FULL);
    const run = await loadRun(db, world.tenantId, runId);
    expect(run).toMatchObject({ status: 'done', phase: 'done', pages: 4 });
    expect(run?.counts).toMatchObject({ customers: 230, relations: 253, groups: 4 });
    expect(world.fake.callsTo(BATCH).map((call) => (call.body as { limit: number }).limit)).toEqual(
      [100, 100, 100],
    );
  }, 120_000);

  it('a finished sync leaves the planner statistics counting the customers and relations it wrote (no wait for autovacuum)', async () => {
    const { db } = world.t.database;
    await startSync(db, world.t.jobs, world.tenantId, 'full', new Date());
    await world.t.jobs.runDue();
    const planned = async (table: string) => {
      const result = await db.execute(
        sql.raw(`select (select reltuples from pg_class where relname = '${table}')::int as planned,
          (select count(*) from ${table})::int as stored`),
      );
      return (result as unknown as { rows: { planned: number; stored: number }[] }).rows[0];
    };
    for (const table of ['customers', 'customer_relations']) {
      const { planned: estimate, stored } = (await planned(table))!;
      expect(estimate, table).toBe(stored);
    }
  }, 120_000);

  it('a token expiring mid-sync is refreshed once and nothing is lost', async () => {
    const tokensBefore = world.fake.callsTo('gettoken').length;
    const batch = interceptBatch((call) => {
      if (call === 2) world.fake.expireTokens();
      return undefined;
    });
    try {
      await newTenant('tokenexpiry');
      await world.t.jobs.runDue();
    } finally {
      batch.restore();
    }
    // Page 3 is answered 42001 once (before any handler runs), then read with a new token.
    expect(world.fake.callsTo('gettoken').length - tokensBefore).toBe(1);
    expect(world.fake.callsTo(BATCH).filter((call) => call.errcode === 42001)).toHaveLength(1);
    expect(batch.cursors).toHaveLength(3);
    expect(await mirrorCounts(world.t.database.db, 'tokenexpiry')).toEqual(FULL);
  });

  it('45009 mid-sync backs off through the job runner, shows its Chinese reason on the run while waiting, and the retry completes from its checkpoint', async () => {
    const { db } = world.t.database;
    const batch = interceptBatch((call) =>
      call === 2 ? Promise.resolve(refusal(45009, 'api freq out of limit')) : undefined,
    );
    try {
      const runId = await newTenant('ratelimited');
      await world.t.jobs.runDue();
      const halfway = await loadRun(db, 'ratelimited', runId);
      expect(halfway).toMatchObject({ status: 'running', phase: 'customers', pages: 1 });
      // The attempt's reason shows (in Chinese) while the run waits for its retry.
      expect(halfway?.error).toMatch(/频率/);
      expect((await mirrorCounts(db, 'ratelimited')).relations).toBe(100);
      await world.t.jobs.runDue({ asOf: new Date(Date.now() + 10 * 60_000) });
      expect(await loadRun(db, 'ratelimited', runId)).toMatchObject({ status: 'done', error: '' });
    } finally {
      batch.restore();
    }
    // First page read once; the refused page read again by the retry.
    expect(batch.cursors.filter((cursor) => cursor === '')).toHaveLength(1);
    expect(batch.cursors).toHaveLength(4);
    expect(await mirrorCounts(db, 'ratelimited')).toEqual(FULL);
  });

  it('killed mid-sync (its runner gone after 1 page), a new runner resumes from the checkpoint', async () => {
    const { db, handle } = world.t.database;
    let release: (answer: FakeAnswer) => void = () => undefined;
    const hung = new Promise<FakeAnswer>((resolve) => (release = resolve));
    const batch = interceptBatch((call) => (call === 2 ? hung : undefined));
    const second = createJobRunner({ db, executor: handle, mode: 'manual' });
    try {
      const runId = await newTenant('killed');
      const first = world.t.jobs.runDue().catch(() => 0);
      while (batch.cursors.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      // The first runner is gone (as after kill -9); a new process's runner takes over.
      const client = createWecomClient({ db, apiBase: world.fake.url });
      const api = tenantWecomApi(db, client);
      const adapter = createWecomPlatform(api, {
        media: { mediaId: () => Promise.reject(new Error('no media')) },
        read: () => Promise.reject(new Error('no media')),
      });
      defineWecomSyncJobs(second, {
        db,
        api,
        now: () => new Date(),
        adapterFor: () => adapter,
        wecomTenants: async () => [],
      });
      await ageActiveJobs(db, 3600 * 2);
      await second.runDue({ asOf: new Date(Date.now() + 3600_000 * 2) });
      expect((await loadRun(db, 'killed', runId))?.status).toBe('done');
      release(refusal(-1, 'system busy'));
      await first;
    } finally {
      batch.restore();
      await second.stop(0);
    }
    expect(batch.cursors.filter((cursor) => cursor === '')).toHaveLength(1);
    expect(batch.cursors[2]).toBe(batch.cursors[1]);
    expect(await mirrorCounts(db, 'killed')).toEqual(FULL);
  });
});

describe('WeCom writes through the adapter', () => {
  it('a channel code saved on a WeCom tenant calls add_contact_way with the documented parameters and keeps config_id and qr_code', async () => {
    const { db } = world.t.database;
    const tenantId = world.tenantId;
    const [employee] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.platformUserId, 'user0')));
    const [group] = await db
      .insert(channelCodeGroups)
      .values({ tenantId, name: '默认分组', isDefault: true })
      .returning({ id: channelCodeGroups.id });
    const form = channelCodeFormSchema.parse({
      name: '企微渠道码',
      group_id: group?.id,
      employee_ids: [employee?.id],
    });
    const adapter = createPlatformAdapter(db);
    const { id } = await createCode(db, adapter, tenantId, form, new Date());
    const [call] = world.fake.callsTo('externalcontact/add_contact_way');
    const [row] = await db
      .select()
      .from(channelCodes)
      .where(and(eq(channelCodes.tenantId, tenantId), eq(channelCodes.id, id ?? 0)));
    expect(call?.errcode).toBe(0);
    expect(call?.body).toEqual({
      type: 1,
      scene: 2,
      skip_verify: form.auto_accept && form.auto_accept_all_day,
      state: row?.state,
      user: ['user0'],
    });
    const way = world.corp.contactWays.get(row?.platformConfigId ?? '');
    expect(way?.config_id).toBe(row?.platformConfigId);
    expect(row?.platformQrCode).toBe(way?.qr_code);
    expect(row?.platformQrCode).toMatch(/^https:\/\/wework\.qpic\.cn\//);
    // A seeded demo tenant stays on the sandbox: nothing reaches WeCom for it.
    const calls = world.fake.calls.length;
    await adapter.listCorpTags('demo');
    expect(world.fake.calls).toHaveLength(calls);
  });
});

describe('WeCom nightly reconcile', () => {
  it('a customer deleted in WeCom and a corp tag taken off a customer in WeCom (callbacks lost) are removed here; back on WeCom, they come back', async () => {
    const { db } = world.t.database;
    const tenantId = 'reconciled';
    const gone = externalUserIdOf(5);
    const untagged = externalUserIdOf(7);
    const state = async () => {
      const live = (await db.execute(
        sql`select c.external_user_id as id from customer_relations r
            join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
            where r.tenant_id = ${tenantId}
              and r.deleted_by_customer_at is null and r.deleted_by_employee_at is null`,
      )) as unknown as { rows: { id: string }[] };
      const tagged = (await db.execute(
        sql`select c.external_user_id as id from customer_tags ct
            join customers c on c.tenant_id = ct.tenant_id and c.id = ct.customer_id
            where ct.tenant_id = ${tenantId}`,
      )) as unknown as { rows: { id: string }[] };
      const ids = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));
      return { live: ids(live.rows), tagged: ids(tagged.rows) };
    };
    const reconcile = async () => {
      const runId = await startSync(db, world.t.jobs, tenantId, 'reconcile', new Date());
      await world.t.jobs.runDue();
      expect((await loadRun(db, tenantId, runId))?.status).toBe('done');
    };
    await newTenant(tenantId);
    await world.t.jobs.runDue();
    const before = await state();
    expect(before.live.has(gone) && before.tagged.has(untagged)).toBe(true);
    world.corp.removed.add(5);
    world.corp.untagged.add(7);
    try {
      await reconcile();
      const after = await state();
      expect(after.live.has(gone)).toBe(false);
      expect(after.live.size).toBe(before.live.size - 1);
      expect(after.tagged.has(untagged)).toBe(false);
      expect(after.tagged.size).toBe(before.tagged.size - 1);
    } finally {
      world.corp.removed.delete(5);
      world.corp.untagged.delete(7);
    }
    await reconcile();
    expect(await state()).toEqual(before);
  });
});
