// issue #17 + #14: a moments task moves forward on the one job runner. "sync" asks the platform
// which employees have published and pulls their customers' likes and comments, then auto-tags
// those customers with the task's like / comment tags ([LW] likeTagIds / commentTagIds).
// Idempotent: publish times are set once, interactions are keyed (task, customer, kind) and a
// tag already carried is left alone, so a retry or a restart never counts anything twice.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  momentInteractions,
  momentTaskEmployees,
  momentTasks,
} from '../../../db/schema/reach-moments-sms';
import type { RouteDeps } from '../../../http/app-deps';
import type { MomentPlatform } from '../../../platform/moment-adapter';

export const MOMENT_SYNC_JOB = 'reach.moment.sync';
/** After the publish time (most employees publish within seconds), later sweeps, and the end. */
const RUN_OFFSETS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000];

export async function syncMoment(
  db: Database,
  platform: MomentPlatform,
  tenantId: string,
  taskId: number,
  now: Date,
): Promise<{ published: number; interactions: number }> {
  const [task] = await db
    .select()
    .from(momentTasks)
    .where(and(eq(momentTasks.tenantId, tenantId), eq(momentTasks.id, taskId)));
  if (!task || task.cancelledAt || task.publishAt.getTime() > now.getTime()) {
    return { published: 0, interactions: 0 };
  }
  const until = new Date(Math.min(now.getTime(), task.endAt.getTime()));
  const own = and(
    eq(momentTaskEmployees.tenantId, tenantId),
    eq(momentTaskEmployees.taskId, taskId),
  );
  const waiting = await db
    .select({ id: momentTaskEmployees.employeeId })
    .from(momentTaskEmployees)
    .where(and(own, isNull(momentTaskEmployees.publishedAt)));
  const posts = await platform.publishedPosts(
    tenantId,
    waiting.map((row) => row.id),
    task.publishAt,
    until,
    taskId,
  );
  const published = await db
    .select({
      employeeId: momentTaskEmployees.employeeId,
      publishedAt: momentTaskEmployees.publishedAt,
    })
    .from(momentTaskEmployees)
    .where(and(own, isNotNull(momentTaskEmployees.publishedAt)));
  const all = [
    ...published.map((row) => ({ employeeId: row.employeeId, publishedAt: row.publishedAt! })),
    ...posts,
  ];
  const interactions = await platform.interactions(
    tenantId,
    taskId,
    all,
    task.visibleTagIds,
    until,
  );
  return db.transaction(async (tx) => {
    for (const post of posts) {
      await tx
        .update(momentTaskEmployees)
        .set({ publishedAt: post.publishedAt })
        .where(
          and(
            own,
            eq(momentTaskEmployees.employeeId, post.employeeId),
            isNull(momentTaskEmployees.publishedAt),
          ),
        );
    }
    let added = 0;
    for (let start = 0; start < interactions.length; start += 500) {
      const batch = interactions.slice(start, start + 500);
      const inserted = await tx
        .insert(momentInteractions)
        .values(batch.map((item) => ({ tenantId, taskId, ...item })))
        .onConflictDoNothing()
        .returning({
          customerId: momentInteractions.customerId,
          employeeId: momentInteractions.employeeId,
          kind: momentInteractions.kind,
        });
      added += inserted.length;
      const tagRows = inserted.flatMap((row) =>
        (row.kind === 1 ? task.likeTagIds : task.commentTagIds).map((tagId) => ({
          customer_id: row.customerId,
          tag_id: tagId,
          employee_id: row.employeeId,
        })),
      );
      if (tagRows.length > 0) {
        // A tag deleted since the task was made is skipped, not an error.
        await tx.execute(sql`
          insert into customer_tags (tenant_id, customer_id, tag_id, employee_id, created_at)
          select t.tenant_id, v.customer_id, v.tag_id, v.employee_id, ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(tagRows)}::jsonb)
            as v(customer_id bigint, tag_id int, employee_id int)
          join tags t on t.tenant_id = ${tenantId} and t.id = v.tag_id
          join customers c on c.tenant_id = ${tenantId} and c.id = v.customer_id
          on conflict do nothing`);
      }
    }
    return { published: posts.length, interactions: added };
  });
}

/** Sync every open task of the tenant (reads do this, so a page is fresh between job runs). */
export async function syncOpenMoments(
  db: Database,
  platform: MomentPlatform,
  tenantId: string,
  now: Date,
): Promise<void> {
  const open = await db
    .select({ id: momentTasks.id })
    .from(momentTasks)
    .where(
      and(
        eq(momentTasks.tenantId, tenantId),
        isNull(momentTasks.cancelledAt),
        sql`${momentTasks.publishAt} <= ${now.toISOString()}::timestamptz`,
        sql`${momentTasks.endAt} > ${now.toISOString()}::timestamptz - interval '1 hour'`,
      ),
    );
  for (const task of open) await syncMoment(db, platform, tenantId, task.id, now);
}

export function defineMomentSyncJob(deps: RouteDeps, platform: MomentPlatform): void {
  deps.jobs.define<{ tenantId: string; taskId: number }>(
    MOMENT_SYNC_JOB,
    async (job) => {
      await syncMoment(deps.db, platform, job.data.tenantId, job.data.taskId, new Date(deps.now()));
    },
    { retryLimit: 5, retryDelaySeconds: 30, concurrency: 1, expireInSeconds: 900 },
  );
}

export async function enqueueMomentSync(
  deps: RouteDeps,
  tenantId: string,
  taskId: number,
  publishAt: Date,
  endAt: Date,
): Promise<void> {
  const runs = RUN_OFFSETS_MS.map((offset) => new Date(publishAt.getTime() + offset)).filter(
    (at) => at.getTime() < endAt.getTime(),
  );
  for (const runAt of [...runs, endAt]) {
    await deps.jobs.enqueue(
      MOMENT_SYNC_JOB,
      { tenantId, taskId },
      { key: `moment:${taskId}:${runAt.getTime()}`, runAt },
    );
  }
}
