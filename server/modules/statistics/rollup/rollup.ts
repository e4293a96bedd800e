// issue #21 "Roll-ups": the idempotent daily roll-up. `rollupDays` replaces the roll-up rows of
// a day range in one transaction (rerunning a day gives the same rows); `ensureRollups` is
// what a read calls: past days not yet final are computed and marked final, today is
// recomputed live (at most once a minute per tenant). When the job runner (#14) lands,
// `rollupYesterday` is its daily job; until then the reads fill what is missing.
import { and, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { statRollupDays } from '../../../db/schema/statistics';
import { forgetFinalSums } from '../shared/final-memo';
import { dealRollup } from './rollup-deals';
import { groupRollup } from './rollup-groups';
import { tenantRollup } from './rollup-tenant';
import { channelRollup, employeeRollup } from './rollup-people';
import { addDays, eachDay, tenantTimeZone } from './rollup-range';
import { calendarDateInZone } from '../../../../contract/tenant-zone';
import type { RollupRange } from './rollup-range';

const ROLLUP_TABLES = [
  'stat_employee_daily',
  'stat_group_daily',
  'stat_channel_daily',
  'stat_deal_daily',
  'stat_tenant_daily',
];
/** A roll-up of this many days or more refreshes the planner statistics. */
const ANALYZE_AFTER_DAYS = 7;
/** Today's figures are at most this old. */
export const LIVE_MAX_AGE_MS = 60_000;

export async function rollupDays(
  db: Database,
  range: RollupRange,
  options: { final: boolean; now: number },
): Promise<void> {
  await rollupInTransaction(db, range, options);
  // After the commit too: a read between the two computed its sums from the old rows.
  if (options.final) forgetFinalSums(range.tenantId);
}

async function rollupInTransaction(
  db: Database,
  range: RollupRange,
  options: { final: boolean; now: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    // One roll-up of a tenant at a time, across processes (PostgreSQL) and requests.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`stat-rollup:${range.tenantId}`}))`,
    );
    for (const table of ROLLUP_TABLES) {
      await tx.execute(
        sql`delete from ${sql.identifier(table)} where tenant_id = ${range.tenantId}
          and day between ${range.from}::date and ${range.to}::date`,
      );
    }
    const [previous] = await tx
      .select({ day: statRollupDays.day })
      .from(statRollupDays)
      .where(
        and(
          eq(statRollupDays.tenantId, range.tenantId),
          eq(statRollupDays.day, addDays(range.from, -1)),
        ),
      );
    await tx.execute(employeeRollup(range, previous !== undefined));
    await tx.execute(groupRollup(range, previous !== undefined));
    await tx.execute(channelRollup(range));
    await tx.execute(dealRollup(range));
    await tx.execute(tenantRollup(range));
    if (options.final && eachDay(range.from, range.to).length >= ANALYZE_AFTER_DAYS) {
      // New tables have no planner statistics: without them PostgreSQL guesses one row and
      // joins by nested loops (seconds instead of milliseconds on 18,000 roll-up rows).
      for (const table of ROLLUP_TABLES) await tx.execute(sql`analyze ${sql.identifier(table)}`);
    }
    if (options.final) {
      forgetFinalSums(range.tenantId);
      await tx
        .insert(statRollupDays)
        .values(
          eachDay(range.from, range.to).map((day) => ({
            tenantId: range.tenantId,
            day,
            computedAt: new Date(options.now),
          })),
        )
        .onConflictDoUpdate({
          target: [statRollupDays.tenantId, statRollupDays.day],
          set: { computedAt: new Date(options.now) },
        });
    }
  });
}

const liveComputed = new Map<string, { day: string; at: number }>();
/** Days this process saw final: a final day stays final, so a read skips the look-up. */
const finalDays = new Map<string, Set<string>>();

function knownFinal(tenantId: string, from: string, to: string): boolean {
  const known = finalDays.get(tenantId);
  return known !== undefined && eachDay(from, to).every((day) => known.has(day));
}

function rememberFinal(tenantId: string, days: readonly string[]): void {
  const known = finalDays.get(tenantId) ?? new Set<string>();
  for (const day of days) known.add(day);
  finalDays.set(tenantId, known);
}

/** Makes [from, to] readable from the roll-up tables; answers the tenant's today. */
export async function ensureRollups(
  db: Database,
  tenantId: string,
  from: string,
  to: string,
  now: number,
): Promise<string> {
  const timeZone = tenantTimeZone(tenantId);
  const today = calendarDateInZone(now, timeZone);
  const lastPast = to < today ? to : addDays(today, -1);
  if (from <= lastPast && !knownFinal(tenantId, from, lastPast)) {
    const final = await db
      .select({ day: statRollupDays.day })
      .from(statRollupDays)
      .where(
        and(eq(statRollupDays.tenantId, tenantId), between(statRollupDays.day, from, lastPast)),
      );
    const done = new Set(final.map((row) => row.day));
    const missing = eachDay(from, lastPast).filter((day) => !done.has(day));
    const first = missing[0];
    const last = missing[missing.length - 1];
    if (first && last) {
      await rollupDays(db, { tenantId, from: first, to: last, timeZone }, { final: true, now });
      liveComputed.delete(tenantId);
    }
    rememberFinal(tenantId, eachDay(from, lastPast));
  }
  if (to >= today) {
    const live = liveComputed.get(tenantId);
    if (!live || live.day !== today || now - live.at > LIVE_MAX_AGE_MS || now < live.at) {
      await rollupDays(db, { tenantId, from: today, to: today, timeZone }, { final: false, now });
      liveComputed.set(tenantId, { day: today, at: now });
    }
  }
  return today;
}

/** The daily job: yesterday becomes final (and any day before it that is missing). */
export async function rollupYesterday(db: Database, tenantId: string, now: number): Promise<void> {
  const today = calendarDateInZone(now, tenantTimeZone(tenantId));
  // The job looks at the table itself, not at what this process remembers.
  finalDays.delete(tenantId);
  await ensureRollups(db, tenantId, addDays(today, -180), addDays(today, -1), now);
}

/** Forget the live cache (tests that move the clock or write events). */
export function resetLiveRollups(): void {
  liveComputed.clear();
  finalDays.clear();
  forgetFinalSums();
}
