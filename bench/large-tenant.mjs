// The 100,000-customer tenant `large` for the bench parts that need it, in a fresh temporary
// DATA_DIR (PGlite). Seeded through the seed CLI; with BENCH_LARGE_SEED_DIR set, that folder
// is seeded once and copied for each part (a seed of 100k takes minutes on a loaded machine).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function seed(dataDir, customers) {
  const env = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const run = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'server/seed-cli.ts', '--customers', String(customers)],
    { env, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`seed failed: ${run.stderr || run.stdout}`);
}

/** Answers { dataDir, seedMs } (seedMs 0 when copied from BENCH_LARGE_SEED_DIR). */
export function largeTenantDataDir(prefix, customers = 100_000) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const cached = process.env.BENCH_LARGE_SEED_DIR;
  const started = Date.now();
  if (cached) {
    if (!existsSync(join(cached, 'pglite'))) seed(cached, customers);
    cpSync(cached, dataDir, { recursive: true });
    return { dataDir, seedMs: 0 };
  }
  seed(dataDir, customers);
  return { dataDir, seedMs: Date.now() - started };
}
