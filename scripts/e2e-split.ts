// Which Playwright spec files run on which server (playwright.config.ts): each server has one
// worker, so the suite lasts as long as the busiest one. Longest spec first onto the least busy
// server (longest-processing-time first), from the seconds each spec took in a measured run
// (tests/e2e/spec-times.json; docs/testing.md "Playwright balance"). A spec that is not
// measured yet counts as the median one.

export function splitSpecs(
  specs: readonly string[],
  seconds: Readonly<Record<string, number>>,
  pinnedFirst: readonly string[],
  servers = 2,
): string[][] {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length > 0 ? (known[Math.floor(known.length / 2)] ?? 0) : 1;
  const cost = (spec: string) => seconds[spec] ?? median;
  const parts = Array.from({ length: Math.max(1, servers) }, () => ({
    specs: [] as string[],
    load: 0,
  }));
  const place = (index: number, spec: string) => {
    const part = parts[index];
    if (!part) return;
    part.specs.push(spec);
    part.load += cost(spec);
  };
  for (const spec of specs.filter((spec) => pinnedFirst.includes(spec))) place(0, spec);
  const rest = specs
    .filter((spec) => !pinnedFirst.includes(spec))
    .sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
  for (const spec of rest) {
    // the least busy server; on a tie the first of them
    const least = parts.reduce(
      (best, part, index) => (part.load < (parts[best]?.load ?? 0) ? index : best),
      0,
    );
    place(least, spec);
  }
  return parts.map((part) => part.specs.sort());
}
