// issue #24 "Beyond one process", end to end: `server/main.ts` with WORKERS=2 over PostgreSQL
// (TEST_DATABASE_URL; skipped on PGlite, which refuses WORKERS>1). The primary prepares the
// database and forks two workers on one port; a token from one worker works on the other;
// a killed worker is forked again; SIGTERM drains and exits 0, releasing DATA_DIR's lock.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../lock/server-lock';
import { createTestDatabase } from '../test-support/test-database';
import type { TestDatabase } from '../test-support/test-database';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.close();
});

describe.skipIf(!onPostgres)('WORKERS=2 on PostgreSQL (issue #24)', () => {
  it('serves one port from two workers sharing one JWT secret, forks a killed worker again, and drains on SIGTERM', async () => {
    database = await createTestDatabase();
    const port = await freePort();
    const dataDir = join(mkdtempSync(join(tmpdir(), 'scrm-cluster-')), 'data');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-build'),
        BUILD_VERSION: 'cluster-test',
        JWT_SECRET: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const waiters: Array<() => void> = [];
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const wake of waiters.splice(0)) wake();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const waitFor = async (pattern: RegExp) => {
      while (!pattern.test(output)) {
        if (child.exitCode !== null) throw new Error(`cluster exited:\n${output}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
      return pattern.exec(output);
    };

    await waitFor(/Cluster: 2/);
    const pids = new Map(
      [...output.matchAll(/worker (\d+) listening \(pid (\d+)\)/g)].map((m) => [
        m[1],
        Number(m[2]),
      ]),
    );
    expect(new Set(pids.values()).size).toBe(2);
    expect(output).not.toMatch(/jwt|secret/i);
    const origin = `http://127.0.0.1:${port}`;
    const login = await fetch(`${origin}/scrm/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: 'Admin@123' }),
    });
    const { data } = (await login.json()) as { data: { token: string; tenant_id: string } };
    const headers = { authorization: `Bearer ${data.token}`, 'x-tenant': data.tenant_id };
    // New connections are handed out round-robin: both workers verify the token.
    const menu = () =>
      fetch(`${origin}/scrm/v1/platform/menu`, { headers: { ...headers, connection: 'close' } });
    for (let n = 0; n < 6; n += 1) expect((await menu()).status).toBe(200);

    process.kill(pids.get('1') ?? 0, 'SIGKILL');
    await waitFor(/worker 1 exited \(SIGKILL\), restarting/);
    await waitFor(/worker 1 listening \(pid \d+\)[\s\S]*worker 1 listening \(pid \d+\)/);
    for (let n = 0; n < 4; n += 1) expect((await menu()).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 600_000);
});
