// issue #19 "Done when" (server): a pull resolves a tag renamed on the platform without
// duplicating it; a sync while another runs is refused with a Chinese message.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagSyncRuns } from '../../../db/schema/customer-ops';
import { tags } from '../../../db/schema/customers';
import { createPlatformAdapter } from '../../../platform/adapter';
import type { TestApp } from '../../../test-support/test-app';
import type { Caller } from '../customer-list/customer-core.test-kit';
import { runSync } from './sync-runs';
import { firstOf, openCustomerArea } from '../shared/customer-area.test-kit';

let t: TestApp;
let demo: Caller;
beforeAll(async () => {
  ({ t, demo } = await openCustomerArea());
}, 120_000);
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;

describe('/sync-tag (issue #19)', () => {
  it('a tag renamed on the platform is renamed here by a pull, never duplicated', async () => {
    const adapter = createPlatformAdapter(db());
    const local = await firstOf(
      db()
        .select()
        .from(tags)
        .where(and(eq(tags.tenantId, 'demo'), sql`${tags.platformId} <> ''`))
        .limit(1),
    );
    // Aligned first (tags only on the platform come in), then renamed there and pulled again.
    await demo.post('/scrm/v1/customer/tag-sync/runs', { direction: 'pull' });
    const before = await db().select({ n: count() }).from(tags).where(eq(tags.tenantId, 'demo'));
    await adapter.editCorpTag('demo', local.platformId, '改名后的标签');
    const diff = await demo.get<{ rows: { kind: string; platform_name: string | null }[] }>(
      '/scrm/v1/customer/tag-sync/diff',
    );
    expect(diff.data.rows).toContainEqual(
      expect.objectContaining({ kind: 'renamed', platform_name: '改名后的标签' }),
    );
    const run = await demo.post<{ status: string; updated: number }>(
      '/scrm/v1/customer/tag-sync/runs',
      { direction: 'pull' },
    );
    expect(run.data).toMatchObject({ status: 'done' });
    const renamed = await firstOf(
      db()
        .select()
        .from(tags)
        .where(and(eq(tags.tenantId, 'demo'), eq(tags.id, local.id))),
    );
    expect(renamed.name).toBe('改名后的标签');
    const after = await db().select({ n: count() }).from(tags).where(eq(tags.tenantId, 'demo'));
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('a sync while another sync runs is refused with a Chinese message', async () => {
    await db()
      .insert(tagSyncRuns)
      .values({
        tenantId: 'demo',
        direction: 'pull',
        trigger: 'manual',
        startedAt: new Date(t.clock.now),
      });
    const refused = await demo.post('/scrm/v1/customer/tag-sync/runs', { direction: 'both' });
    expect(refused.msg).toBe('已有同步任务正在进行，请等待完成后再试');
    await expect(
      runSync(db(), createPlatformAdapter(db()), 'demo', 'pull', 'schedule', new Date(t.clock.now)),
    ).rejects.toThrow('已有同步任务正在进行');
    await db().delete(tagSyncRuns).where(eq(tagSyncRuns.status, 'running'));
  });
});
