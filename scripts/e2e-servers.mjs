// Starts the Playwright servers side by side and says so once every one answers (issue #33,
// docs/testing.md "Stop 56: the servers start side by side"). Playwright sets up the entries of
// `webServer` one after another, each waiting for its URL, so N entries seeded N databases in a
// row (two seeds, ~40 s at ~60 % of the two cores); one entry that starts all N seeds them at once.
// E2E_SERVERS servers on E2E_PORT, E2E_PORT + 1, …, each `scripts/e2e-server.mjs`; both numbers
// come from playwright.config.ts, which alone holds their defaults.
import { spawn } from 'node:child_process';

const base = Number(process.env.E2E_PORT);
const count = Number(process.env.E2E_SERVERS);
if (!Number.isInteger(base) || !Number.isInteger(count) || count < 1) {
  console.error('e2e-servers: set E2E_PORT and E2E_SERVERS (playwright.config.ts does)');
  process.exit(1);
}
const ports = Array.from({ length: count }, (_, index) => base + index);
// what playwright.config.ts waits for on this process's stdout
const READY = 'e2e servers ready';

async function answers(port) {
  try {
    return (await fetch(`http://localhost:${port}/_reload_/_probe_`)).ok;
  } catch {
    return false;
  }
}

// A server left over on one of the ports would answer for ours (Playwright's own check, which
// `url` gave each entry before, is gone with the `url`).
for (const port of ports) {
  if (await answers(port)) {
    console.error(`e2e-servers: http://localhost:${port} is already used; stop what runs there`);
    process.exit(1);
  }
}

const children = ports.map((port) =>
  spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port) },
  }),
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// one server gone means its specs cannot run: stop the others, and Playwright reports the exit
for (const child of children) child.on('exit', (code) => stop(code ?? 1));

const waiting = new Set(ports);
while (waiting.size > 0 && !stopping) {
  for (const port of [...waiting]) if (await answers(port)) waiting.delete(port);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!stopping) console.log(READY);
