import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { ProjectOrderSequencer } from './scripts/vitest-project-order';

// The server projects' settings; `postgres` runs a selection of their files again on PostgreSQL
// in CI (TEST_DATABASE_URL; docs/testing.md "The PostgreSQL pass"), so `npm test` names the
// projects it runs (`unit`, `server`, `server-isolated`) and never runs that selection twice on
// PGlite.
const serverTest = {
  environment: 'node' as const,
  // migrate and seed once per run; each test file loads its own copy
  globalSetup: ['server/test-support/global-setup.ts'],
  // … written while the unit files run: a file's tests start once they are there
  setupFiles: ['server/test-support/snapshots-written.ts'],
  pool: 'forks' as const,
  testTimeout: 30_000,
  hookTimeout: 120_000,
};
// A selection file: a test file, or a folder ("/") for its test files, each with its reason.
const selection = (file: string) =>
  (
    JSON.parse(readFileSync(file, 'utf8')) as Array<{
      tests: string;
    }>
  ).map(({ tests }) => (tests.endsWith('/') ? `${tests}**/*.test.ts` : tests));
const postgresIncludes = () => selection('server/test-support/postgres-selection.json');
// server/test-support/own-process-tests.json: the server test files that need a process of
// their own, each with its reason (docs/testing.md "Server tests in a shared process")
const ownProcessIncludes = () => selection('server/test-support/own-process-tests.json');
// The unit project's files share their worker and its jsdom window (isolate: false): jsdom, React
// and Chakra load once per worker instead of once per file. src/test-setup.ts starts each file
// afresh (the app's modules, the page, storage, timers, stubs); a file that mocks a module needs
// a worker of its own and is listed in src/test-support/own-process-tests.json
// (docs/testing.md "Unit tests in a shared worker").
const unitTest = {
  environment: 'jsdom' as const,
  setupFiles: ['src/test-setup.ts'],
};
const unitIsolatedIncludes = () => selection('src/test-support/own-process-tests.json');

export default defineConfig({
  test: {
    // Vitest's default (cores − 1) is one worker on the 2-core CI machine; two workers took
    // the suite from 820 to 525 s there, quiet, every test passing, the slowest default-timeout
    // test at 9 s of its 30 (guide: "keep the whole suite under 30" minutes).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // the unit files first, beside the global setup's seed (scripts/vitest-project-order.ts)
    sequence: { sequencer: ProjectOrderSequencer },
    projects: [
      {
        plugins: [react()],
        test: {
          ...unitTest,
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'contract/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/layout/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...unitIsolatedIncludes()],
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: { ...unitTest, name: 'unit-isolated', include: unitIsolatedIncludes() },
      },
      {
        // The server files share their worker process (isolate: false): each file still gets
        // its own database copy, but the app's modules are imported once per worker instead of
        // once per file (the acquiring area: 136 → 56 s, its imports 58 → 11 s). A file that
        // needs a process of its own is listed in own-process-tests.json and runs in
        // `server-isolated`; fresh-process-state.ts resets the process caches before each file.
        test: {
          ...serverTest,
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ownProcessIncludes()],
          isolate: false,
          setupFiles: [...serverTest.setupFiles, 'server/test-support/fresh-process-state.ts'],
        },
      },
      { test: { ...serverTest, name: 'server-isolated', include: ownProcessIncludes() } },
      { test: { ...serverTest, name: 'postgres', include: postgresIncludes() } },
    ],
  },
});
