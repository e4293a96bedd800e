// `npm run seed [-- --customers N]`: open the database of DATA_DIR / DATABASE_URL, migrate
// and seed the demo tenants (the same as a start does), under the server's lock.
import { parseArgs } from 'node:util';
import { loadConfig, isPostgresUrl } from './config/server-config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare-database';
import { LockHeldError, acquireServerLock } from './lock/server-lock';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { customers: { type: 'string' } } });
  const config = loadConfig();
  const lock = acquireServerLock(config.dataDir);
  try {
    const databaseUrl = isPostgresUrl(config.databaseUrl) ? config.databaseUrl : undefined;
    const database = await openDatabase(databaseUrl, config.dataDir);
    try {
      await prepareDatabase(database);
      process.stdout.write('演示数据已就绪 / demo data seeded\n');
      if (values.customers !== undefined) {
        // design.md: --customers N makes a large tenant; comes with the sandbox platform.
        process.stdout.write(`--customers ${values.customers}: not yet supported\n`);
      }
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof LockHeldError ? error.message : String(error)}\n`);
  process.exit(1);
});
