// vitest globalSetup of the server projects: prepare the migrated and the seeded database once
// per run (database-snapshots.ts says why), hand their names to the test files. On PGlite the
// names are handed over at once and the files written while the first test files run; a server
// file waits for them in its setup file, snapshots-written.ts (docs/testing.md "Stop 58: the
// seed beside the unit files"). `server` and `server-isolated` (vitest.config.ts) each run this
// setup in the same Vitest process: the second one reuses the first one's databases, and the
// last teardown removes them.
import type { TestProject } from 'vitest/node';
import { startDatabaseSnapshots } from './database-snapshots';
import type { DatabaseSnapshots } from './database-snapshots';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

interface SharedSnapshots {
  readonly prepared: ReturnType<typeof startDatabaseSnapshots>;
  users: number;
}
// Each project loads this file through its own module runner: only globalThis is shared.
const processWide = globalThis as typeof globalThis & { scrmDatabaseSnapshots?: SharedSnapshots };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (processWide.scrmDatabaseSnapshots ??= {
    prepared: startDatabaseSnapshots(),
    users: 0,
  });
  shared.users += 1;
  const { snapshots, remove } = await shared.prepared;
  project.provide('databaseSnapshots', snapshots);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    if (processWide.scrmDatabaseSnapshots === shared) delete processWide.scrmDatabaseSnapshots;
    await remove();
  };
}
