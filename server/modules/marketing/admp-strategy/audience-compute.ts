// issue #20 /admp-strategy: an audience is computed by a job (manual refresh, or the daily
// run for refresh = 2): its member list is replaced in one transaction, then size, status and
// time are written. Re-running is harmless (the list is rebuilt from the conditions).
import { and, eq, sql } from 'drizzle-orm';
import {
  AUDIENCE_STATUS,
  type AudienceCondition,
} from '../../../../contract/marketing/admp-strategy';
import type { Database } from '../../../db/database';
import { audienceMembers, audiences } from '../../../db/schema/marketing-audience';
import type { RouteDeps } from '../../../http/app-deps';
import { rowsOf } from '../../customer/shared/sql-rows';
import { audienceSet } from './audience-sql';
import { findAudience } from './audience-store';
import { CHINA_TIME_ZONE } from '../../../../contract/china-time';

export const AUDIENCE_COMPUTE_JOB = 'marketing.audience-compute';
export const AUDIENCE_DAILY_JOB = 'marketing.audience-daily';

export async function audienceSize(
  db: Database,
  tenantId: string,
  logic: 'and' | 'or',
  conditions: readonly AudienceCondition[],
  now: Date,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (${audienceSet(tenantId, logic, conditions, now)}) s`,
    ),
  );
  return row?.n ?? 0;
}

export async function computeAudience(db: Database, tenantId: string, id: number, now: Date) {
  const audience = await findAudience(db, tenantId, id);
  const where = and(eq(audiences.tenantId, tenantId), eq(audiences.id, id));
  await db.update(audiences).set({ status: AUDIENCE_STATUS.computing }).where(where);
  try {
    const members = audienceSet(
      tenantId,
      audience.logic as 'and' | 'or',
      audience.conditions as AudienceCondition[],
      now,
    );
    await db.transaction(async (tx) => {
      await tx
        .delete(audienceMembers)
        .where(and(eq(audienceMembers.tenantId, tenantId), eq(audienceMembers.audienceId, id)));
      await tx.execute(sql`insert into audience_members (tenant_id, audience_id, customer_id)
        select ${tenantId}, ${id}, s.id from (${members}) s`);
      const [count] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from audience_members
          where tenant_id = ${tenantId} and audience_id = ${id}`),
      );
      await tx
        .update(audiences)
        .set({ status: AUDIENCE_STATUS.done, size: count?.n ?? 0, computedAt: now, error: '' })
        .where(where);
    });
  } catch (error) {
    await db
      .update(audiences)
      .set({ status: AUDIENCE_STATUS.failed, error: '计算失败，请稍后重试' })
      .where(where);
    throw error;
  }
}

export function defineAudienceJobs({ db, jobs, now }: RouteDeps): void {
  jobs.define<{ tenantId: string; audienceId: number }>(
    AUDIENCE_COMPUTE_JOB,
    async (job) => {
      await computeAudience(db, job.data.tenantId, job.data.audienceId, new Date(now()));
    },
    { retryLimit: 3, retryDelaySeconds: 30 },
  );
  // daily: every refresh = 2 audience, in id order (a referenced audience is usually older)
  jobs.define<{ tenantId: null }>(AUDIENCE_DAILY_JOB, async () => {
    const day = new Date(now()).toISOString().slice(0, 10);
    const daily = await db
      .select({ tenantId: audiences.tenantId, id: audiences.id })
      .from(audiences)
      .where(eq(audiences.refresh, 2))
      .orderBy(audiences.id);
    for (const audience of daily) {
      await jobs.enqueue(
        AUDIENCE_COMPUTE_JOB,
        { tenantId: audience.tenantId, audienceId: audience.id },
        { key: `daily:${audience.id}:${day}` },
      );
    }
  });
  void jobs
    .schedule(AUDIENCE_DAILY_JOB, '0 3 * * *', { tenantId: null }, CHINA_TIME_ZONE)
    .catch(() => undefined);
}
