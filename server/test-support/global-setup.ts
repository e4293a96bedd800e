// vitest globalSetup of the server project: prepare the migrated and the seeded database once
// per run (database-snapshots.ts says why), hand their names to the test files.
import type { TestProject } from 'vitest/node';
import { createDatabaseSnapshots } from './database-snapshots';
import type { DatabaseSnapshots } from './database-snapshots';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { snapshots, remove } = await createDatabaseSnapshots();
  project.provide('databaseSnapshots', snapshots);
  return remove;
}
