import { readFileSync, readdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2eBrowserPath } from './scripts/e2e-browser';
import { splitSpecs } from './scripts/e2e-split';

// Several servers (two unless E2E_SERVERS says), each with its own fresh database, and the spec
// files split between them: the parts run side by side (one worker each), so no two files ever
// share a server at the same time (guide: CI under 30 minutes; docs/testing.md "Playwright
// balance").
const base = Number(process.env.E2E_PORT ?? 4310);
// E2E_SERVERS=1: one server runs every spec (one spec fast: no second server to seed;
// docs/testing.md "One slice").
const servers = Math.max(1, Math.floor(Number(process.env.E2E_SERVERS ?? 2)) || 2);
// These specs read E2E_PORT for the sidebar and legacy hosts' port: they run on the first server.
const PINNED_FIRST = [
  'shell-startup.spec.ts',
  'reach-sider-iframe.spec.ts',
  'reach-sidebar-wecom.spec.ts',
];
// The rest is balanced by measured time, longest first (scripts/e2e-split.ts): the alternate
// split with hand pins left the first server ~170 s busier in the last run (1,420 against
// 1,251 s of tests); the measured split gives 1,335 / 1,336 s on the same times.
const specs = readdirSync('tests/e2e')
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();
const specTimes = JSON.parse(readFileSync('tests/e2e/spec-times.json', 'utf8')) as Record<
  string,
  number
>;
const parts = splitSpecs(specs, specTimes, PINNED_FIRST, servers);
const NAMES = ['first', 'second', 'third', 'fourth'];
const exactly = (files: string[]) =>
  files.map((file) => new RegExp(`/${file.replace(/[.]/g, '\\.')}$`));

// One webServer entry starts every server (scripts/e2e-servers.mjs): Playwright sets its entries
// up one after another, so one entry per server seeded the databases in a row (docs/testing.md
// "Stop 56: the servers start side by side"). It prints its line once every server answers.
const startServers = {
  command: 'node scripts/e2e-servers.mjs',
  wait: { stdout: /e2e servers ready/ },
  env: { E2E_PORT: String(base), E2E_SERVERS: String(servers) },
  reuseExistingServer: false,
  // The server build and seed take longer when several builds share the two cores.
  timeout: 300_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: servers,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // No service worker unless a spec asks for one (test.use({ serviceWorkers: 'allow' }) in the
    // specs of the offline shell): each new context would install it and precache every chunk
    // (~315 files) before the page is idle (docs/testing.md "Service workers in the tests").
    serviceWorkers: 'block',
    // Reduced motion, as a person may ask their system for it: the console's menus, dialogs and
    // drawers then open and close without animation (src/ui/theme/system.ts), so a test does not
    // wait for, nor render, each entry and exit (docs/testing.md "Stop 54").
    reducedMotion: 'reduce',
    launchOptions: {
      // the headless shell when installed (scripts/e2e-browser.ts; docs/testing.md "The browser")
      executablePath: e2eBrowserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The first server's project runs what no other server's takes (a spec added since the split
  // was computed still runs); each other project runs exactly its part.
  projects: parts.map((part, index) => ({
    name: NAMES[index] ?? `server-${index + 1}`,
    ...(index === 0
      ? { testIgnore: exactly(parts.slice(1).flat()) }
      : { testMatch: exactly(part) }),
    workers: 1,
    use: { baseURL: `http://localhost:${base + index}` },
  })),
  webServer: startServers,
});
