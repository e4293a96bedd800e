// The sync's checkpoint rows (wecom_sync_runs): a run starts at phase `directory`; each page
// it writes moves its phase/cursor and counts in the same transaction as the page, so a
// restarted job resumes exactly after the last page written (docs/wecom.md).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { WecomSyncCheckpoint, WecomSyncCounts } from '../../../db/schema/wecom-sync';
import { wecomSyncRuns } from '../../../db/schema/wecom-sync';

export const SYNC_PHASES = ['directory', 'tags', 'customers', 'groups', 'done'] as const;
export type SyncPhase = (typeof SYNC_PHASES)[number];
export type SyncKind = 'full' | 'reconcile';
export type SyncRun = typeof wecomSyncRuns.$inferSelect;

export const EMPTY_COUNTS: WecomSyncCounts = {
  departments: 0,
  employees: 0,
  tags: 0,
  customers: 0,
  relations: 0,
  groups: 0,
  members: 0,
};

export async function startRun(db: Database, tenantId: string, kind: SyncKind, now: Date) {
  const [row] = await db
    .insert(wecomSyncRuns)
    .values({ tenantId, kind, counts: EMPTY_COUNTS, startedAt: now, updatedAt: now })
    .returning({ id: wecomSyncRuns.id });
  if (!row) throw new Error('wecom sync run not created');
  return row.id;
}

export async function loadRun(db: Database, tenantId: string, runId: number) {
  const [row] = await db
    .select()
    .from(wecomSyncRuns)
    .where(and(eq(wecomSyncRuns.tenantId, tenantId), eq(wecomSyncRuns.id, runId)));
  return row;
}

export async function latestRun(db: Database, tenantId: string): Promise<SyncRun | undefined> {
  const [row] = await db
    .select()
    .from(wecomSyncRuns)
    .where(eq(wecomSyncRuns.tenantId, tenantId))
    .orderBy(desc(wecomSyncRuns.startedAt), desc(wecomSyncRuns.id))
    .limit(1);
  return row;
}

export interface RunStep {
  readonly phase: SyncPhase;
  readonly checkpoint: WecomSyncCheckpoint;
  /** Added to the run's counts (a phase's totals replace them with `set`). */
  readonly add?: Partial<WecomSyncCounts>;
  readonly set?: Partial<WecomSyncCounts>;
  readonly pages?: number;
}

/** Moves the run on; pass the page's transaction so the page and its checkpoint commit together. */
export async function saveStep(
  db: Database,
  tenantId: string,
  runId: number,
  step: RunStep,
  now: Date,
): Promise<void> {
  const run = await loadRun(db, tenantId, runId);
  if (!run) throw new Error('wecom sync run vanished');
  const counts = { ...EMPTY_COUNTS, ...run.counts };
  for (const [key, value] of Object.entries(step.add ?? {})) {
    counts[key as keyof WecomSyncCounts] += value;
  }
  Object.assign(counts, step.set ?? {});
  await db
    .update(wecomSyncRuns)
    .set({
      phase: step.phase,
      checkpoint: step.checkpoint,
      counts,
      pages: sql`${wecomSyncRuns.pages} + ${step.pages ?? 0}`,
      updatedAt: now,
      ...(step.phase === 'done' ? { status: 'done', error: '', finishedAt: now } : {}),
    })
    .where(and(eq(wecomSyncRuns.tenantId, tenantId), eq(wecomSyncRuns.id, runId)));
}

/** The job gave up (retries spent): the run shows the reason on /authorize. */
export async function failRun(
  db: Database,
  tenantId: string,
  runId: number,
  error: string,
  now: Date,
) {
  await db
    .update(wecomSyncRuns)
    .set({ status: 'failed', error, updatedAt: now, finishedAt: now })
    .where(and(eq(wecomSyncRuns.tenantId, tenantId), eq(wecomSyncRuns.id, runId)));
}

/** An attempt failed and the runner will retry: the reason shows while the run goes on. */
export async function noteRunError(
  db: Database,
  tenantId: string,
  runId: number,
  error: string,
  now: Date,
) {
  await db
    .update(wecomSyncRuns)
    .set({ error, updatedAt: now })
    .where(and(eq(wecomSyncRuns.tenantId, tenantId), eq(wecomSyncRuns.id, runId)));
}
