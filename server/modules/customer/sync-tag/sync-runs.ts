// issue #19 /sync-tag runs: one running run per tenant (a partial unique index; a second
// sync is refused with a Chinese message), push (our new tags go up, our names win),
// pull (the platform's tags come in by platform id: renamed ones follow, none duplicated),
// or both (push new, then pull); each run is recorded with its counts and errors.
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { SyncDirection, SyncRunRow } from '../../../../contract/customer/sync-tag';
import { SYNC_RUNNING_MESSAGE } from '../../../../contract/customer/sync-tag';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { tagSyncRuns } from '../../../db/schema/customer-ops';
import { tagGroups, tags } from '../../../db/schema/customers';
import { BusinessError } from '../../../http/http-errors';
import type { PlatformAdapter } from '../../../platform/adapter';
import { syncTags } from '../tag-manage/tag-sync';
import { offsetOf } from '../../../db/list-query';

/** A run older than this without finishing died with its process: it no longer blocks. */
const STALE_MS = 10 * 60_000;

type RunRecord = typeof tagSyncRuns.$inferSelect;

export function toRunRow(run: RunRecord): SyncRunRow {
  return {
    id: run.id,
    direction: run.direction as SyncDirection,
    trigger: run.trigger as SyncRunRow['trigger'],
    status: run.status as SyncRunRow['status'],
    added: run.added,
    updated: run.updated,
    removed: run.removed,
    pushed: run.pushed,
    errors: run.errors,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}

async function startRun(
  db: Database,
  tenantId: string,
  direction: SyncDirection,
  trigger: SyncRunRow['trigger'],
  now: Date,
): Promise<number> {
  await db
    .update(tagSyncRuns)
    .set({ status: 'failed', finishedAt: now, errors: ['同步中断（超时）'] })
    .where(
      and(
        eq(tagSyncRuns.tenantId, tenantId),
        eq(tagSyncRuns.status, 'running'),
        lt(tagSyncRuns.startedAt, new Date(now.getTime() - STALE_MS)),
      ),
    );
  const [run] = await db
    .insert(tagSyncRuns)
    .values({ tenantId, direction, trigger, status: 'running', startedAt: now })
    .onConflictDoNothing()
    .returning({ id: tagSyncRuns.id });
  if (!run) throw new BusinessError(119401, SYNC_RUNNING_MESSAGE);
  return run.id;
}

/** Push: our tags without a platform id are created there; our renames go up. */
async function pushTags(db: Database, adapter: PlatformAdapter, tenantId: string) {
  const platform = await adapter.listCorpTags(tenantId);
  const platformNames = new Map(
    platform.flatMap((group) => [
      [group.platformId, group.name] as const,
      ...group.tags.map((tag) => [tag.platformId, tag.name] as const),
    ]),
  );
  const groups = await db.select().from(tagGroups).where(eq(tagGroups.tenantId, tenantId));
  const local = await db.select().from(tags).where(eq(tags.tenantId, tenantId));
  let pushed = 0;
  for (const group of groups) {
    const mine = local.filter((tag) => tag.groupId === group.id);
    const fresh = mine.filter((tag) => !tag.platformId || !platformNames.has(tag.platformId));
    const knownGroup = group.platformId && platformNames.has(group.platformId);
    if (fresh.length > 0) {
      const created = await adapter.addCorpTags(
        tenantId,
        knownGroup ? { platformId: group.platformId, name: group.name } : { name: group.name },
        fresh.map((tag) => tag.name),
      );
      if (!knownGroup) {
        await db
          .update(tagGroups)
          .set({ platformId: created.platformId })
          .where(and(eq(tagGroups.tenantId, tenantId), eq(tagGroups.id, group.id)));
      }
      for (const tag of fresh) {
        const match = created.tags.find((each) => each.name === tag.name);
        if (!match) continue;
        await db
          .update(tags)
          .set({ platformId: match.platformId })
          .where(and(eq(tags.tenantId, tenantId), eq(tags.id, tag.id)));
        pushed += 1;
      }
    }
    for (const tag of mine) {
      const there = tag.platformId ? platformNames.get(tag.platformId) : undefined;
      if (there !== undefined && there !== tag.name) {
        await adapter.editCorpTag(tenantId, tag.platformId, tag.name);
        pushed += 1;
      }
    }
  }
  return pushed;
}

export async function runSync(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  direction: SyncDirection,
  trigger: SyncRunRow['trigger'],
  now: Date,
): Promise<SyncRunRow> {
  const id = await startRun(db, tenantId, direction, trigger, now);
  const result = { added: 0, updated: 0, removed: 0, pushed: 0, errors: [] as string[] };
  try {
    if (direction !== 'pull') result.pushed = await pushTags(db, adapter, tenantId);
    if (direction !== 'push') {
      const report = await syncTags(db, adapter, tenantId, now);
      result.added = report.added.length;
      result.updated = report.updated.length;
      result.removed = report.removed.length;
    }
  } catch (error) {
    result.errors.push(error instanceof Error ? error.message : String(error));
  }
  const [run] = await db
    .update(tagSyncRuns)
    .set({ ...result, status: result.errors.length ? 'failed' : 'done', finishedAt: new Date() })
    .where(and(eq(tagSyncRuns.tenantId, tenantId), eq(tagSyncRuns.id, id)))
    .returning();
  if (!run) throw new Error('sync run vanished');
  return toRunRow(run);
}

export async function listRuns(
  db: Database,
  tenantId: string,
  paging: { page: number; page_size: number },
): Promise<ListData<SyncRunRow>> {
  const where = eq(tagSyncRuns.tenantId, tenantId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tagSyncRuns)
      .where(where)
      .orderBy(desc(tagSyncRuns.startedAt), desc(tagSyncRuns.id))
      .limit(paging.page_size)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(tagSyncRuns).where(where),
  ]);
  return {
    list: rows.map(toRunRow),
    total: total?.n ?? 0,
    page: paging.page,
    page_size: paging.page_size,
  };
}
