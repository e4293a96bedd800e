// issue #2 + issue #25 finding 3: sign-in throttle kept in the database (so it holds across
// instances). Each attempt first reserves a place, atomically (one INSERT … ON CONFLICT DO
// UPDATE … RETURNING): forty parallel attempts get forty different counts, and only those
// under the limit have their password checked. Two keys: account+source (5 attempts, then a
// growing delay: 1, 2, 4, 8, 15 minutes) and source alone (10 attempts over every account).
// The delay is per source, so an attacker elsewhere never locks the real user out.
import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { requestThrottle as loginThrottle } from '../../db/schema/identity';

export const ACCOUNT_SOURCE_LIMIT = 5;
export const SOURCE_LIMIT = 10;
const BASE_DELAY_S = 60;
const MAX_DELAY_S = 15 * 60;
/** A key quiet for this long starts counting again from zero. */
const QUIET_RESET_MS = 60 * 60_000;

export interface ThrottleKeys {
  readonly accountSource: string;
  readonly source: string;
}

export function throttleKeys(account: string, source: string): ThrottleKeys {
  return { accountSource: `a:${account}|s:${source}`, source: `s:${source}` };
}

const at = (ms: number): SQL => sql`${new Date(ms).toISOString()}::timestamptz`;

/** Takes one attempt for `key`; false when the key is blocked (nothing counted then). */
async function reserve(db: Database, key: string, limit: number, nowMs: number) {
  const t = loginThrottle;
  const next = sql`(CASE WHEN ${t.updatedAt} < ${at(nowMs - QUIET_RESET_MS)} THEN 1 ELSE ${t.attempts} + 1 END)`;
  const rows = await db
    .insert(t)
    .values({
      key,
      attempts: 1,
      blockedUntil: limit <= 1 ? new Date(nowMs + BASE_DELAY_S * 1000) : null,
      updatedAt: new Date(nowMs),
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: next,
        // The attempt that reaches the limit blocks the next ones before its password is
        // even checked: that is what stops a parallel burst.
        blockedUntil: sql`CASE WHEN ${next} >= ${limit} THEN ${at(nowMs)} + make_interval(secs => least(${BASE_DELAY_S} * power(2, ${next} - ${limit}), ${MAX_DELAY_S})) ELSE NULL END`,
        updatedAt: new Date(nowMs),
      },
      setWhere: or(isNull(t.blockedUntil), sql`${t.blockedUntil} <= ${at(nowMs)}`),
    })
    .returning({ attempts: t.attempts });
  return rows.length > 0;
}

/** Gives an attempt back (it was refused elsewhere, or it signed in). */
async function release(db: Database, key: string, limit: number) {
  const t = loginThrottle;
  await db
    .update(t)
    .set({
      attempts: sql`greatest(${t.attempts} - 1, 0)`,
      blockedUntil: sql`CASE WHEN ${t.attempts} - 1 < ${limit} THEN NULL ELSE ${t.blockedUntil} END`,
    })
    .where(eq(t.key, key));
}

/** Minutes until `keys` may try again (at least 1), for the refusal message. */
async function waitMinutes(db: Database, keys: ThrottleKeys, nowMs: number): Promise<number> {
  const rows = await db
    .select({ blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(or(eq(loginThrottle.key, keys.accountSource), eq(loginThrottle.key, keys.source)));
  const until = Math.max(nowMs, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
  return Math.max(1, Math.ceil((until - nowMs) / 60_000));
}

/**
 * Reserves an attempt for account+source and for the source. Answers undefined when the
 * password may be checked, else the minutes to wait (nothing else is counted then).
 */
export async function reserveLoginAttempt(
  db: Database,
  keys: ThrottleKeys,
  nowMs: number,
): Promise<number | undefined> {
  if (!(await reserve(db, keys.source, SOURCE_LIMIT, nowMs))) {
    return waitMinutes(db, keys, nowMs);
  }
  if (!(await reserve(db, keys.accountSource, ACCOUNT_SOURCE_LIMIT, nowMs))) {
    await release(db, keys.source, SOURCE_LIMIT);
    return waitMinutes(db, keys, nowMs);
  }
  return undefined;
}

/** A successful sign-in: the account+source streak ends, the source gets its attempt back. */
export async function clearLoginAttempts(db: Database, keys: ThrottleKeys, nowMs: number) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keys.accountSource));
  await release(db, keys.source, SOURCE_LIMIT);
  // Keys quiet for an hour and not blocked carry no information any more.
  await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.updatedAt, new Date(nowMs - QUIET_RESET_MS)),
        or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, new Date(nowMs))),
      ),
    );
}
