// Starts the built server on a fresh data folder for the benchmarks, and stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startBenchServer(port) {
  // BENCH_DATA_DIR reuses a seeded data folder (kept afterwards): seeding takes minutes on a
  // loaded machine.
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'scrm-bench-'));
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  // a fresh data folder is migrated and seeded first: minutes on a loaded machine
  let up = false;
  for (let attempt = 0; attempt < 1200 && !up; attempt += 1) {
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
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
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
