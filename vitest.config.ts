import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The server project's settings; `postgres` runs a selection of its files again on PostgreSQL
// in CI (TEST_DATABASE_URL; docs/testing.md "The PostgreSQL pass"), so `npm test` names the
// projects it runs (`unit`, `server`) and never runs that selection twice on PGlite.
const serverTest = {
  environment: 'node' as const,
  // migrate and seed once per run; each test file loads its own copy
  globalSetup: ['server/test-support/global-setup.ts'],
  pool: 'forks' as const,
  testTimeout: 30_000,
  hookTimeout: 120_000,
};
// server/test-support/postgres-selection.json: a test file, or a folder ("/") for its test files
const postgresIncludes = () =>
  (
    JSON.parse(readFileSync('server/test-support/postgres-selection.json', 'utf8')) as Array<{
      tests: string;
    }>
  ).map(({ tests }) => (tests.endsWith('/') ? `${tests}**/*.test.ts` : tests));

export default defineConfig({
  test: {
    // Vitest's default (cores − 1) is one worker on the 2-core CI machine; two workers took
    // the suite from 820 to 525 s there, quiet, every test passing, the slowest default-timeout
    // test at 9 s of its 30 (guide: "keep the whole suite under 30" minutes).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'contract/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/layout/**/*.test.ts',
          ],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        test: {
          ...serverTest,
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      { test: { ...serverTest, name: 'postgres', include: postgresIncludes() } },
    ],
  },
});
