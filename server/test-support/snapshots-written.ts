// A setup file of the server projects (vitest.config.ts): a server file's tests start once the
// global setup has written the prepared databases, which it does while the unit files run
// (database-snapshots.ts; docs/testing.md "Stop 58: the seed beside the unit files"). Waiting
// here, before the file is collected, keeps the wait out of every test's and hook's time limit
// (a one-file run waits the whole seed, ~35 s).
import { inject } from 'vitest';
import { snapshotsWritten } from './database-snapshots';

await snapshotsWritten(inject('databaseSnapshots') ?? {});
