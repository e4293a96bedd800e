// issue #15: the public URLs of the acquiring tools (a lock/shunt/group code's scan, a short
// link) have no token, so each source is limited: at most `limit` requests per window per
// client address and route family, answered 429 beyond that. In memory: one server process.
export interface RateLimiter {
  /** True when the request may go on. */
  take(source: string, now: number): boolean;
}

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(source, now) {
      const current = windows.get(source);
      if (!current || now - current.start >= windowMs) {
        if (windows.size > 10_000) windows.clear();
        windows.set(source, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}

/** 60 opens a minute per address: a person scanning or a QA tester never meets it. */
export const PUBLIC_LIMIT = { limit: 60, windowMs: 60_000 } as const;
