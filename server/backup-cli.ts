// `npm run backup -- <file>` (issue #36): the embedded database of DATA_DIR into a file,
// through the running server (its control socket) or, with the server stopped, under its
// lock. PostgreSQL: use pg_dump (README "Run it for a company").
import { loadConfig, isPostgresUrl } from './config/server-config';
import { openPglite } from './db/database';
import { join } from 'node:path';
import { LockHeldError, acquireServerLock } from './lock/server-lock';
import { backupThroughServer, writeBackup } from './backup/pglite-backup';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('用法 / usage: npm run backup -- <file>');
  const config = loadConfig();
  if (isPostgresUrl(config.databaseUrl)) {
    throw new Error('PostgreSQL：请用 pg_dump -Fc / use pg_dump -Fc "$DATABASE_URL"');
  }
  let dump: Buffer;
  try {
    const lock = acquireServerLock(config.dataDir);
    try {
      const database = await openPglite(join(config.dataDir, 'pglite'));
      try {
        dump = Buffer.from(await (await database.dump!()).arrayBuffer());
      } finally {
        await database.close();
      }
    } finally {
      lock.release();
    }
  } catch (error) {
    if (!(error instanceof LockHeldError)) throw error;
    dump = await backupThroughServer(config.dataDir);
  }
  writeBackup(file, dump);
  process.stdout.write(
    `已备份到 ${file}（${dump.length} 字节）；另请保留 DATA_DIR 的 uploads/、exports/、jwt-secret、upload-secret\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
