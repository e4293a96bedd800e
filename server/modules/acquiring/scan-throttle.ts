// issue #25 finding 8: each anonymous GET /s/c/<key> adds a simulated customer, so one source
// may add at most SCAN_LIMIT per window. Counted in the database (holds across instances), in
// one atomic INSERT … ON CONFLICT DO UPDATE … RETURNING, so a parallel burst cannot pass.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { requestThrottle } from '../../db/schema/identity';

export const SCAN_LIMIT = 20;
export const SCAN_WINDOW_MS = 10 * 60_000;

/** Takes one scan for `source`; false when the source used up its window. */
export async function takeScanSlot(db: Database, source: string, nowMs: number) {
  const t = requestThrottle;
  const windowStart = sql`${new Date(nowMs - SCAN_WINDOW_MS).toISOString()}::timestamptz`;
  const expired = sql`${t.updatedAt} < ${windowStart}`;
  const [row] = await db
    .insert(t)
    .values({ key: `scan:${source}`, attempts: 1, updatedAt: new Date(nowMs) })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${t.attempts} + 1 END`,
        // updated_at is the window's start here.
        updatedAt: sql`CASE WHEN ${expired} THEN ${new Date(nowMs).toISOString()}::timestamptz ELSE ${t.updatedAt} END`,
      },
    })
    .returning({ attempts: t.attempts });
  return (row?.attempts ?? Number.POSITIVE_INFINITY) <= SCAN_LIMIT;
}
