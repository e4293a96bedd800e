// issue #21: sums over final days, kept by this process. A final day's roll-up rows never
// change (rollup.ts marks a day final once and a read never recomputes it), so the sum of a
// range of final days is computed once and reused; only today's live rows are read per
// request. On PGlite every roll-up row costs a few microseconds in the server's thread: the
// 90-day overview aggregated 18,000 employee-day rows (130–230 ms at load 18) on each read.
// A roll-up that writes final days forgets the tenant's sums (a rerun gives the same rows).

/** At most this many ranges are kept (oldest first out). */
const MAX_ENTRIES = 256;
const sums = new Map<string, Promise<unknown>>();

/** Runs `compute` once per tenant and key while the tenant's final days are unchanged. */
export function finalSums<T>(tenantId: string, key: string, compute: () => Promise<T>): Promise<T> {
  const id = `${tenantId}\u0000${key}`;
  const known = sums.get(id);
  if (known) {
    sums.delete(id);
    sums.set(id, known); // most recently used last
    return known as Promise<T>;
  }
  const pending = compute();
  sums.set(id, pending);
  pending.catch(() => sums.delete(id));
  while (sums.size > MAX_ENTRIES) sums.delete(sums.keys().next().value as string);
  return pending;
}

/** Forgets the tenant's sums (every tenant's when none is given). */
export function forgetFinalSums(tenantId?: string): void {
  if (tenantId === undefined) {
    sums.clear();
    return;
  }
  for (const id of [...sums.keys()]) if (id.startsWith(`${tenantId}\u0000`)) sums.delete(id);
}

/** The final part of a period (days before today) and whether it reaches today. */
export function splitPeriod(from: string, to: string, today: string, yesterday: string) {
  const lastFinal = to < today ? to : yesterday;
  return {
    final: from <= lastFinal ? { from, to: lastFinal } : null,
    live: to >= today,
  };
}
