// issue #2: five failed sign-ins for one account within a minute → later attempts in that
// minute are refused without checking the password.
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginAttempts } from '../../db/schema/identity';

export const THROTTLE_WINDOW_MS = 60_000;
export const THROTTLE_MAX_FAILURES = 5;

export async function isLoginThrottled(db: Database, account: string, nowMs: number) {
  const [row] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.account, account),
        gt(loginAttempts.attemptedAt, new Date(nowMs - THROTTLE_WINDOW_MS)),
      ),
    );
  return (row?.failures ?? 0) >= THROTTLE_MAX_FAILURES;
}

export async function recordLoginFailure(db: Database, account: string, nowMs: number) {
  await db.insert(loginAttempts).values({ account, attemptedAt: new Date(nowMs) });
  await db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.account, account),
        lt(loginAttempts.attemptedAt, new Date(nowMs - THROTTLE_WINDOW_MS)),
      ),
    );
}

export async function clearLoginFailures(db: Database, account: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.account, account));
}
