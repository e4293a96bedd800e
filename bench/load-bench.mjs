// issue #24 `npm run bench` load part: 200 connections for 30 s on the menu and on the customer
// list (first page, 20 rows, the `demo` tenant), on PGlite (one process) and on PostgreSQL
// with WORKERS=2 (the product's own cluster: `npm start` with DATABASE_URL and WORKERS=2, the
// primary migrates and seeds once; needs BENCH_DATABASE_URL, a database the bench may drop and
// recreate). Errors and timeouts must be 0 in every row. One command:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/bench_cluster node bench/load-bench.mjs
//   (env: BENCH_PORT, BENCH_DATABASE_URL, LOAD_SECONDS, BENCH_LARGE_SEED_DIR)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { largeTenantDataDir } from './large-tenant.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { signIn } from './bench-server.mjs';
import { loadRun } from './load.mjs';

const TARGETS = [
  ['menu', '/scrm/v1/platform/menu'],
  ['customer list', '/scrm/v1/customer/customers?page=1&page_size=20'],
];

async function waitUp(origin, child) {
  for (let attempt = 0; attempt < 3600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`bench server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/_reload_/_probe_`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('bench server did not start');
}

/** A fresh, empty database named in `url` (dropped first when it exists). */
async function recreateDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

async function runSetup(label, command, env, port, options, dataDir) {
  const child = spawn(process.execPath, command, {
    env: { ...env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rows = [];
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitUp(origin, child);
    const session = await signIn(origin);
    const headers = { Authorization: `Bearer ${session.token}`, 'X-Tenant': session.tenantId };
    for (const [name, path] of TARGETS) {
      // A short warm-up (JIT, caches, pool) before the measured run.
      await loadRun(`${origin}${path}`, headers, { connections: 20, seconds: 2 });
      rows.push({ setup: label, name, ...(await loadRun(`${origin}${path}`, headers, options)) });
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve() : child.once('exit', resolve),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** Answers one row per setup and endpoint: { setup, name, rps, p50, p99, errors, timeouts }. */
export async function loadBench({
  port = 4523,
  connections = 200,
  seconds = Number(process.env.LOAD_SECONDS ?? 30),
  databaseUrl = process.env.BENCH_DATABASE_URL,
} = {}) {
  const options = { connections, seconds, timeoutMs: 10_000 };
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.WORKERS;
  // PGlite: a copy of the seeded demo + large data (BENCH_LARGE_SEED_DIR), the start then only
  // migrates what is new; a fresh folder seeds 90 days of demo data first (minutes under load).
  const pgliteDir = process.env.BENCH_LARGE_SEED_DIR
    ? largeTenantDataDir('scrm-bench-load-').dataDir
    : mkdtempSync(join(tmpdir(), 'scrm-bench-load-'));
  const rows = await runSetup(
    'PGlite, 1 process',
    ['dist/server/main.mjs'],
    env,
    port,
    options,
    pgliteDir,
  );
  if (databaseUrl) {
    await recreateDatabase(databaseUrl);
    // No JWT_SECRET: the primary generates one into DATA_DIR and hands it to its workers.
    const clusterEnv = { ...env, DATABASE_URL: databaseUrl, WORKERS: '2' };
    delete clusterEnv.JWT_SECRET;
    rows.push(
      ...(await runSetup(
        'PostgreSQL, WORKERS=2',
        ['dist/server/main.mjs'],
        clusterEnv,
        port,
        options,
        mkdtempSync(join(tmpdir(), 'scrm-bench-load-')),
      )),
    );
  }
  return rows;
}

export function formatLoadRow(row) {
  return `${row.rps.toFixed(0)} req/s, p50 ${row.p50.toFixed(0)} ms, p99 ${row.p99.toFixed(0)} ms, errors ${row.errors}, timeouts ${row.timeouts}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await loadBench({ port: Number(process.env.BENCH_PORT ?? 4520) + 3 });
  for (const row of rows) {
    console.log(
      `${row.setup}, ${row.name}, ${row.connections} connections ${row.seconds.toFixed(0)} s: ${formatLoadRow(row)} ${JSON.stringify(row.statuses)}`,
    );
  }
}
