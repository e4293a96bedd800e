// `npm run tenant -- create | list | disable | reset-admin-password | remove-demo` (issue #36).
// Opens the database of DATA_DIR / DATABASE_URL; on the embedded database it takes the
// server's lock, so stop the server first (PGlite allows one process per data folder).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isPostgresUrl, loadConfig } from './config/server-config';
import { openDatabase } from './db/database';
import { LockHeldError, acquireServerLock } from './lock/server-lock';
import { DemoRemovalRefused } from './modules/setup/remove-demo';
import { runTenantCommand, TENANT_USAGE } from './modules/setup/tenant-commands';
import { SetupRefusal } from './modules/setup/tenant-admin';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      tenant: { type: 'string' },
      name: { type: 'string' },
      account: { type: 'string' },
      'admin-name': { type: 'string' },
      'password-stdin': { type: 'boolean' },
      enable: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    process.stdout.write(TENANT_USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  // Never on the command line (ps shows it): a pipe, e.g. `printf '%s' "$PW" | npm run …`.
  const password = values['password-stdin'] ? readFileSync(0, 'utf8').split(/\r?\n/)[0] : undefined;
  const config = loadConfig();
  const postgres = isPostgresUrl(config.databaseUrl) ? config.databaseUrl : undefined;
  const lock = postgres ? { release: () => {} } : acquireServerLock(config.dataDir);
  try {
    const database = await openDatabase(postgres, config.dataDir);
    try {
      await database.migrate();
      const output = await runTenantCommand(database.db, {
        command,
        tenant: values.tenant,
        name: values.name,
        account: values.account,
        adminName: values['admin-name'],
        password,
        enable: values.enable,
        dataDir: config.dataDir,
      });
      process.stdout.write(`${output}\n`);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof LockHeldError ||
    error instanceof SetupRefusal ||
    error instanceof DemoRemovalRefused;
  process.stderr.write(`${known ? (error as Error).message : String(error)}\n`);
  process.exit(1);
});
