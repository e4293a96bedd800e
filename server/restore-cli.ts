// `DATA_DIR=<empty folder> npm run restore -- <file>` (issue #36): a backup of
// `npm run backup` into an empty DATA_DIR (refused otherwise); then start the server there.
import { loadConfig } from './config/server-config';
import { restoreBackup } from './backup/pglite-backup';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('用法 / usage: DATA_DIR=<空目录> npm run restore -- <file>');
  const config = loadConfig();
  await restoreBackup(file, config.dataDir);
  process.stdout.write(
    `已恢复到 ${config.dataDir}；再把 uploads/、exports/、jwt-secret、upload-secret 复制回来\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
