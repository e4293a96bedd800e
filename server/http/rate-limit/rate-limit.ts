// issue #32 findings 3-5: the server's one rate limiter (docs/security.md "Rate limits").
// Fixed windows counted in the database (`rate_limits`), so every server process (WORKERS=N,
// several machines) shares one count per key: a hit is one INSERT … ON CONFLICT DO UPDATE …
// RETURNING, atomic under parallel requests. A window starts at a key's first hit and ends
// `windowMs` later whatever happens in it (refused hits count but never extend it), so a
// block never outlives its window. Rows of ended windows are reset by their next hit or
// deleted by the prune job; nothing is ever flushed wholesale.
import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimits } from '../../db/schema/rate-limits';

export interface RateLimitRule {
  /** Part of every key; also the rule's name in docs/security.md. */
  readonly name: string;
  /** Hits allowed per window (the next one is refused). */
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitHit {
  readonly key: string;
  readonly hits: number;
  readonly allowed: boolean;
  /** When the key's window ends (epoch ms). */
  readonly resetsAt: number;
}

export interface RateLimitTake {
  readonly rule: RateLimitRule;
  /** Who is counted, e.g. `<address>|<route pattern>`; never a raw URL. */
  readonly subject: string;
}

export const rateLimitKey = ({ rule, subject }: RateLimitTake) => `${rule.name}|${subject}`;

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** Counts one hit for each take (distinct keys), in one statement. */
export async function takeHits(
  db: Database,
  takes: readonly RateLimitTake[],
  nowMs: number,
): Promise<RateLimitHit[]> {
  const limits = new Map(takes.map((take) => [rateLimitKey(take), take.rule.limit]));
  if (limits.size !== takes.length) throw new Error('rate limit: one key twice in one take');
  const t = rateLimits;
  // A window that ended, or one that ends after a fresh one would (the clock moved back),
  // starts again at this hit.
  const stale = sql`(${t.windowEndsAt} <= ${at(nowMs)} or ${t.windowEndsAt} > excluded.window_ends_at)`;
  const rows = await db
    .insert(t)
    .values(
      takes.map((take) => ({
        key: rateLimitKey(take),
        hits: 1,
        windowEndsAt: new Date(nowMs + take.rule.windowMs),
      })),
    )
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`case when ${stale} then 1 else ${t.hits} + 1 end`,
        windowEndsAt: sql`case when ${stale} then excluded.window_ends_at else ${t.windowEndsAt} end`,
      },
    })
    .returning({ key: t.key, hits: t.hits, windowEndsAt: t.windowEndsAt });
  return rows.map((row) => ({
    key: row.key,
    hits: row.hits,
    allowed: row.hits <= (limits.get(row.key) ?? 0),
    resetsAt: row.windowEndsAt.getTime(),
  }));
}

/** One hit; true when the request may go on. */
export async function takeHit(db: Database, take: RateLimitTake, nowMs: number) {
  const [hit] = await takeHits(db, [take], nowMs);
  return hit?.allowed ?? false;
}

/** Gives one hit back to each key still in its window (the attempt did not count). */
export async function giveBack(db: Database, keys: readonly string[], nowMs: number) {
  if (keys.length === 0) return;
  const t = rateLimits;
  await db
    .update(t)
    .set({ hits: sql`greatest(${t.hits} - 1, 0)` })
    .where(and(inArray(t.key, [...keys]), gt(t.windowEndsAt, new Date(nowMs))));
}

/** Ends the keys' windows now. */
export async function clearKeys(db: Database, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
}

/** Deletes the rows whose window ended (the prune job); answers how many. */
export async function pruneRateLimits(db: Database, nowMs: number): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lte(rateLimits.windowEndsAt, new Date(nowMs)))
    .returning({ key: rateLimits.key });
  return gone.length;
}
