// `npm run seed [-- --customers N]`: open the database of DATA_DIR / DATABASE_URL, migrate
// and seed the demo tenants (the same as a start does), under the server's lock.
import { parseArgs } from 'node:util';
import { loadConfig, isPostgresUrl } from './config/server-config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare-database';
import { LARGE_TENANT_ID, seedLargeTenant } from './db/seed/seed-sandbox-large';
import { seedStatisticsTenant } from './db/seed/seed-statistics';
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
        // docs/conventions.md: --customers N makes a large tenant (issue #9: the /customer-list bench).
        const wanted = Number(values.customers);
        if (!Number.isInteger(wanted) || wanted < 1 || wanted > 5_000_000) {
          throw new Error(`--customers 需要 1 到 5000000 之间的整数，收到 ${values.customers}`);
        }
        const started = Date.now();
        const total = await seedLargeTenant(database.db, wanted);
        // issue #21: chats and friend applications of its customers, for the statistics bench.
        await seedStatisticsTenant(database.db, LARGE_TENANT_ID, { groups: false });
        // Planner statistics after the bulk load: PGlite has no autovacuum to gather them, and
        // without them the 100k queries get one-row estimates and nested loops.
        await database.executeSql('analyze');
        process.stdout.write(
          `企业 ${LARGE_TENANT_ID}（大型演示企业）：${total} 位客户，用 admin 登录后切换企业查看 ` +
            `/ tenant ${LARGE_TENANT_ID}: ${total} customers (${Date.now() - started} ms)\n`,
        );
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
