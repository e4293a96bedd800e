// issue #36: with WORKERS=2 (PostgreSQL only: PGlite refuses WORKERS>1), METRICS_PORT is
// served once, by the primary, and counts the requests of both workers.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** GET on a new connection each time: the primary hands connections out round-robin. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let database: TestDatabase | undefined;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await database?.close();
});

describe.skipIf(!onPostgres)('METRICS_PORT with WORKERS=2 (issue #36)', () => {
  it('is served once, by the primary, with the requests of both workers added up', async () => {
    database = await createTestDatabase({ seed: false });
    const [port, metricsPort] = [await freePort(), await freePort()];
    const dataDir = join(mkdtempSync(join(tmpdir(), 'scrm-cluster-metrics-')), 'data');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        WORKERS: '2',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-build'),
        BUILD_VERSION: 'cluster-metrics-test',
        LOG_LEVEL: 'silent',
        JWT_SECRET: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Cluster: 2/.test(output)) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', () => reject(new Error(`cluster exited:\n${output}`)));
    });
    const pids = new Set([...output.matchAll(/listening \(pid (\d+)\)/g)].map((m) => m[1]));
    expect(pids.size).toBe(2);

    for (let n = 0; n < 10; n += 1) expect((await get(port, '/healthz')).status).toBe(200);
    const metrics = await get(metricsPort, '/metrics');
    expect(metrics.status).toBe(200);
    // Round-robin gave each worker 5: one worker's registry alone would say 5.
    expect(metrics.body).toMatch(
      /^http_requests_total\{method="GET",route="\/healthz",status="200"\} 10$/m,
    );
    // The port is the primary's: the workers do not listen on it (one answer, not two).
    expect(output).not.toMatch(/EADDRINUSE/);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 600_000);
});
