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
  const parts = Array.from({ length: Math.max(1, servers) }, () => [] as string[]);
  const loads = parts.map(() => 0);
  const place = (index: number, spec: string) => {
    parts[index]?.push(spec);
    loads[index] = (loads[index] ?? 0) + cost(spec);
  };
  for (const spec of specs.filter((spec) => pinnedFirst.includes(spec))) place(0, spec);
  const rest = specs
    .filter((spec) => !pinnedFirst.includes(spec))
    .sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
  // onto the least busy server; indexOf finds the first of equals
  for (const spec of rest) place(loads.indexOf(Math.min(...loads)), spec);
  return parts.map((part) => part.sort());
}
