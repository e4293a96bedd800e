// issue #32: the one rate limiter's counting (server/http/rate-limit/rate-limit.ts): fixed
// windows that end whatever happens in them, atomic under a parallel burst, reset when the
// clock moves back, ended rows pruned one by one, never a wholesale flush.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';
import { rowsOf } from '../../modules/customer/shared/sql-rows';
import { clearKeys, giveBack, pruneRateLimits, takeHit, takeHits } from './rate-limit';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database.close();
});

const rule = { name: 'test', limit: 3, windowMs: 1000 };
const T0 = Date.parse('2026-01-01T00:00:00Z');

describe('rate limiter (issue #32)', () => {
  it('allows `limit` hits per window and refuses the next; refused hits do not extend the window', async () => {
    const take = { rule, subject: 'a' };
    const answers = [];
    for (let index = 0; index < 6; index += 1) {
      answers.push(await takeHit(database.db, take, T0 + index * 100));
    }
    expect(answers).toEqual([true, true, true, false, false, false]);
    expect(await takeHit(database.db, take, T0 + 999)).toBe(false);
    // The window started at the first hit and ends 1000 ms later, refused hits or not.
    expect(await takeHit(database.db, take, T0 + 1000)).toBe(true);
    expect(await takeHit(database.db, { rule, subject: 'b' }, T0)).toBe(true);
  });

  it('a parallel burst of 40 gets exactly `limit` allowed', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => takeHit(database.db, { rule, subject: 'burst' }, T0)),
    );
    expect(burst.filter(Boolean)).toHaveLength(3);
  });

  it('a window from a clock that moved back starts again instead of lasting longer', async () => {
    const take = { rule, subject: 'clock' };
    for (let index = 0; index < 4; index += 1) await takeHit(database.db, take, T0 + 60_000);
    expect(await takeHit(database.db, take, T0 + 60_000)).toBe(false);
    expect(await takeHit(database.db, take, T0)).toBe(true);
  });

  it('takeHits counts several keys at once and answers when each window ends; giveBack and clearKeys undo', async () => {
    const other = { name: 'other', limit: 1, windowMs: 5000 };
    const [first, second] = await takeHits(
      database.db,
      [
        { rule, subject: 'multi' },
        { rule: other, subject: 'multi' },
      ],
      T0,
    );
    expect(first).toEqual({ key: 'test|multi', hits: 1, allowed: true, resetsAt: T0 + 1000 });
    expect(second).toEqual({ key: 'other|multi', hits: 1, allowed: true, resetsAt: T0 + 5000 });
    expect(await takeHit(database.db, { rule: other, subject: 'multi' }, T0 + 1)).toBe(false);
    await giveBack(database.db, ['other|multi'], T0 + 2);
    expect(await takeHit(database.db, { rule: other, subject: 'multi' }, T0 + 3)).toBe(false);
    await clearKeys(database.db, ['other|multi']);
    expect(await takeHit(database.db, { rule: other, subject: 'multi' }, T0 + 4)).toBe(true);
  });

  it('the prune deletes only rows whose window ended', async () => {
    await takeHit(database.db, { rule, subject: 'old' }, T0 - 10_000);
    await takeHit(database.db, { rule, subject: 'live' }, T0 + 500);
    await pruneRateLimits(database.db, T0 + 1000);
    const keys = rowsOf<{ key: string }>(
      await database.db.execute(
        sql`select key from rate_limits where key in ('test|old', 'test|live')`,
      ),
    ).map((row) => row.key);
    expect(keys).toEqual(['test|live']);
  });
});
