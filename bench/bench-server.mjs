// Starts the built server on a fresh data folder for the benchmarks, and stops it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * @param {number} port
 * @param {{ dist?: string }} options `dist`: another build's dist folder (BENCH_BASELINE):
 *   its server (`server/main.mjs`) serves its client (`client/`). The server bundle keeps its
 *   packages external, so that folder must sit inside a checkout with node_modules (this one:
 *   `.tmp/` is ignored by git); without `server/main.mjs` this build's server serves its client.
 */
export async function startBenchServer(port, { dist } = {}) {
  // BENCH_DATA_DIR reuses a seeded data folder (kept afterwards): seeding takes minutes on a
  // loaded machine.
  // (never for a second build: two servers on one PGlite folder would corrupt it)
  const kept = dist ? undefined : process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'scrm-bench-'));
  const main =
    dist && existsSync(join(dist, 'server/main.mjs'))
      ? join(dist, 'server/main.mjs')
      : 'dist/server/main.mjs';
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  if (dist) env.STATIC_DIR = resolve(dist, 'client');
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let exited = null;
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  child.once('exit', (code) => {
    exited = code ?? 'signal';
  });
  const origin = `http://localhost:${port}`;
  // a fresh data folder is migrated and seeded first: minutes on a loaded machine
  let up = false;
  for (let attempt = 0; attempt < 1200 && !up; attempt += 1) {
    if (exited !== null) throw new Error(`${main} exited (${exited}) before answering:\n${stderr}`);
    try {
      up = (await fetch(`${origin}/_reload_/_probe_`)).ok;
    } catch {
      // not up yet
    }
    if (!up) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!up) throw new Error(`the bench server on ${origin} did not start in 5 minutes`);
  return {
    origin,
    async stop() {
      if (exited === null) {
        child.kill('SIGTERM');
        await new Promise((done) => child.once('exit', done));
      }
      if (!kept) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(origin, account = 'admin', password = 'Admin@123') {
  const response = await fetch(`${origin}/scrm/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const { data } = await response.json();
  return { token: data.token, tenantId: data.tenant_id };
}
