// Writes the server tests' PGlite snapshots (database-snapshots.ts): the migrated database into
// the first file, the seeded one into the second. The global setup runs this in a process of its
// own while the first test files run:
//   node --import tsx server/test-support/snapshot-writer.ts <migrated.tar> <seeded.tar>
import { writePgliteSnapshots } from './database-snapshots';

const [migrated, seeded] = process.argv.slice(2);
if (!migrated || !seeded) {
  console.error('snapshot-writer: give the migrated and the seeded tarball paths');
  process.exit(2);
}
await writePgliteSnapshots(migrated, seeded);
