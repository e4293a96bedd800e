// Passes `npm test`'s output through unchanged and times its phases: npm prints a banner
// line "> <package>@<version> <script>" when each script of the chain starts, so the time
// between two banners is one phase. .ci/run runs exactly `npm test` (the README's command)
// and pipes it here; the summary closes the log (docs/testing.md "Where the time goes").
import { createInterface } from 'node:readline';

const banner = /^> \S+@\S+ ([\w:-]+)$/;
// Playwright has no banner of its own (`test` and `test:e2e` start it directly)
const playwright = /^Running \d+ tests? using/;
// scripts/run-parallel.mjs (checks-and-build) prints "== <script>: N s wall, <result>" for each
// script it ran side by side inside one phase
const sideBySide = /^== ([\w:-]+): ([\d.]+) s wall, /;
const phases = [];
const inside = [];
let current = null;
const now = () => performance.now() / 1000;

function close() {
  if (current) phases.push({ name: current.name, seconds: now() - current.start });
  current = null;
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  process.stdout.write(`${line}\n`);
  const part = sideBySide.exec(line);
  if (part && current)
    inside.push({ phase: current.name, name: part[1], seconds: Number(part[2]) });
  const match = banner.exec(line) ?? (playwright.test(line) ? [line, 'playwright'] : null);
  // `test`, `checks-and-build`, `test:unit` and `test:e2e` only call other scripts or run one
  // command: the innermost banner names the work, so each banner closes the phase before it.
  if (match) {
    close();
    current = { name: match[1], start: now() };
  }
});
lines.on('close', () => {
  close();
  console.log('== npm test phases (wall seconds, from the start of one script to the next)');
  for (const { name, seconds } of phases) {
    console.log(`${seconds.toFixed(0).padStart(6)} s  ${name}`);
    for (const part of inside.filter(({ phase }) => phase === name)) {
      console.log(`${part.seconds.toFixed(0).padStart(6)} s    ${part.name} (side by side)`);
    }
  }
});
