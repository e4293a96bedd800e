// Which Playwright spec files run on which of the two servers (playwright.config.ts): each
// server has one worker, so the suite lasts as long as the busier one. Longest spec first onto
// the less busy server (longest-processing-time first), from the seconds each spec took in a
// measured run (tests/e2e/spec-times.json; docs/testing.md "Playwright balance"). A spec that
// is not measured yet counts as the median one.

export function splitSpecs(
  specs: readonly string[],
  seconds: Readonly<Record<string, number>>,
  pinnedFirst: readonly string[],
): [first: string[], second: string[]] {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length > 0 ? (known[Math.floor(known.length / 2)] ?? 0) : 1;
  const cost = (spec: string) => seconds[spec] ?? median;
  const halves: [string[], string[]] = [[], []];
  const load = [0, 0];
  for (const spec of specs.filter((spec) => pinnedFirst.includes(spec))) {
    halves[0].push(spec);
    load[0] = (load[0] ?? 0) + cost(spec);
  }
  const rest = specs
    .filter((spec) => !pinnedFirst.includes(spec))
    .sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
  for (const spec of rest) {
    const side = (load[0] ?? 0) <= (load[1] ?? 0) ? 0 : 1;
    halves[side].push(spec);
    load[side] = (load[side] ?? 0) + cost(spec);
  }
  return [halves[0].sort(), halves[1].sort()];
}
