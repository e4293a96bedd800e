// Rewrites tests/e2e/spec-times.json (seconds per spec file, the input of scripts/e2e-split.ts)
// from the output of a whole `playwright test` run with the list reporter (the CI log):
//   node scripts/e2e-spec-times.mjs ci.log
// Tests defined in screens-check.ts are counted to the half's spec (screens-1 / screens-2).
import { readFileSync, writeFileSync } from 'node:fs';

const unit = { ms: 0.001, s: 1, m: 60 };
const seconds = {};
const log = readFileSync(process.argv[2], 'utf8').replace(
  new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'),
  '',
);
for (const line of log.split('\n')) {
  const test = /[✓✘].*\] › tests\/e2e\/([\w.-]+):\d+:\d+ › (.*) \(([\d.]+)(ms|s|m)\)$/.exec(line);
  if (!test) continue;
  const [, file, title, amount, scale] = test;
  const half = /half (\d) of/.exec(title);
  const spec = file === 'screens-check.ts' && half ? `screens-${half[1]}.spec.ts` : file;
  seconds[spec] = (seconds[spec] ?? 0) + Number(amount) * unit[scale];
}
const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([spec, total]) => [spec, Math.round(total)]),
);
writeFileSync('tests/e2e/spec-times.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} specs`);
