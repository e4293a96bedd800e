// issue #2, #25 finding 3, #32 findings 4-5: the sign-in throttle, on the server's one rate
// limiter (server/http/rate-limit/, docs/security.md "Rate limits"). Each attempt first takes
// a hit on three keys in one atomic statement — the address (over every account), the
// account from that address, the account (over every address) — and only an attempt under
// all three limits has its password checked, so a parallel burst cannot pass. A failure stays
// counted until its window ends; a refused attempt gives its hits back and never extends a
// window, so a block ends with its window. A correct password
// clears the (account, address) and gives its other hits back.
import type { Database } from '../../db/database';
import { addressKey } from '../../http/rate-limit/client-address';
import { clearKeys, giveBack, rateLimitKey, takeHits } from '../../http/rate-limit/rate-limit';
import type { RateLimitTake } from '../../http/rate-limit/rate-limit';
import { RATE_LIMITS } from '../../http/rate-limit/rate-limit-rules';

export const ACCOUNT_SOURCE_LIMIT = RATE_LIMITS.signInAccountAddress.limit;
export const SOURCE_LIMIT = RATE_LIMITS.signInAddress.limit;
export const ACCOUNT_LIMIT = RATE_LIMITS.signInAccount.limit;

export interface ThrottleKeys {
  readonly address: RateLimitTake;
  readonly accountAddress: RateLimitTake;
  readonly account: RateLimitTake;
}

/** The keys of an attempt on `account` from the client address `ip` (request.ip). */
export function throttleKeys(account: string, ip: string): ThrottleKeys {
  const address = addressKey(ip);
  // JSON keeps an account holding `|` from reading as another (account, address).
  return {
    address: { rule: RATE_LIMITS.signInAddress, subject: address },
    accountAddress: {
      rule: RATE_LIMITS.signInAccountAddress,
      subject: JSON.stringify([account, address]),
    },
    account: { rule: RATE_LIMITS.signInAccount, subject: JSON.stringify([account]) },
  };
}

/**
 * Takes an attempt. Answers undefined when the password may be checked, else the minutes
 * until the blocking window ends (at least 1, for the refusal message).
 */
export async function reserveLoginAttempt(
  db: Database,
  keys: ThrottleKeys,
  nowMs: number,
): Promise<number | undefined> {
  const hits = await takeHits(db, [keys.address, keys.accountAddress, keys.account], nowMs);
  const over = hits.filter((hit) => !hit.allowed);
  if (over.length === 0) return undefined;
  // A refused attempt is no failure: the counts stay "failures plus attempts in flight".
  await giveBack(
    db,
    hits.map((hit) => hit.key),
    nowMs,
  );
  const until = Math.max(...over.map((hit) => hit.resetsAt));
  return Math.max(1, Math.ceil((until - nowMs) / 60_000));
}

/** A successful sign-in: the (account, address) starts afresh; the attempt was no failure. */
export async function clearLoginAttempts(db: Database, keys: ThrottleKeys, nowMs: number) {
  await clearKeys(db, [rateLimitKey(keys.accountAddress)]);
  await giveBack(db, [rateLimitKey(keys.address), rateLimitKey(keys.account)], nowMs);
}
