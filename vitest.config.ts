import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'sw/**/*.test.ts'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // migrate and seed once per run; each test file loads its own copy
          globalSetup: ['server/test-support/global-setup.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
