// issue #36 "Done when": /readyz turns 503 when the database is stopped and 200 when it is
// back; /metrics needs its token (and is off without one); /healthz answers.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect, createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { isPostgresUrl } from '../../config/server-config';
import { openPglite, openPostgres } from '../../db/database';
import type { DatabaseHandle } from '../../db/database';
import { createJobRunner } from '../../jobs/job-runner';
import { readSnapshot } from '../../test-support/database-snapshots';
import { TEST_SECRET, testConfig } from '../../test-support/test-app';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';
import { buildApp } from '../app';
import type { SqlProbe } from './readiness';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A database that can be stopped and started again, seen through one probe. */
interface Stoppable {
  readonly probe: SqlProbe;
  readonly test: TestDatabase;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL reached through a TCP proxy of the test's own: stopped = the proxy closed with
 * every connection through it (what a stopped server looks like to the app: connections
 * dropped, new ones refused), back = listening again on the same port. The shared
 * TEST_DATABASE_URL server itself cannot be stopped: other test files run on it meanwhile.
 */
async function stoppablePostgres(): Promise<Stoppable> {
  const test = await createTestDatabase({ seed: false });
  const target = new URL(test.url ?? '');
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      proxy.listen(port, '127.0.0.1', () => resolve((proxy.address() as AddressInfo).port)),
    );
  const port = await listen(0);
  const proxied = new URL(target.href);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  const handle = await openPostgres(proxied.href);
  return {
    probe: handle,
    test,
    async stop() {
      const closed = new Promise((resolve) => proxy.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async start() {
      await listen(port);
    },
    async close() {
      await handle.close();
      if (proxy.listening) await new Promise((resolve) => proxy.close(resolve));
      await test.close();
    },
  };
}

/**
 * PGlite in a folder of its own: stopped = closed, back = opened again on the same folder.
 * PGlite runs inside the server's process, so it cannot stop apart from it: a closed (or
 * failed) instance is the one way its probe can find no database.
 */
async function stoppablePglite(): Promise<Stoppable> {
  const dir = join(mkdtempSync(join(tmpdir(), 'scrm-readyz-')), 'pglite');
  const migrated = inject('databaseSnapshots')?.pgliteMigrated;
  let current: DatabaseHandle | PGlite;
  if (migrated) {
    current = new PGlite(dir, { loadDataDir: await readSnapshot(migrated) });
  } else {
    const handle = await openPglite(dir);
    await handle.migrate();
    current = handle;
  }
  const probe: SqlProbe = {
    executeSql: (text, values) =>
      current instanceof PGlite
        ? current.query(text, values).then((result) => ({ rows: result.rows }))
        : current.executeSql(text, values),
  };
  const test = await createTestDatabase({ seed: false });
  return {
    probe,
    test,
    stop: () => current.close(),
    async start() {
      current = new PGlite(dir);
      await current.waitReady;
    },
    async close() {
      await current.close();
      await test.close();
    },
  };
}

describe('health, readiness and metrics', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`/readyz is 503 while the database (${isPostgresUrl(serverUrl) ? 'PostgreSQL' : 'PGlite'}) is stopped and 200 when it is back; /healthz answers throughout`, async () => {
    const database = isPostgresUrl(serverUrl) ? await stoppablePostgres() : await stoppablePglite();
    cleanups.push(() => database.close());
    const jobs = createJobRunner({
      db: database.test.db,
      executor: database.test.handle,
      mode: 'manual',
    });
    const app = await buildApp({
      db: database.test.db,
      dbKind: database.test.handle.kind,
      config: testConfig(),
      jwtSecret: TEST_SECRET,
      buildVersion: 'x',
      log: () => {},
      jobs,
      probe: database.probe,
    });
    cleanups.push(() => app.close());

    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, jobs: true },
    });

    await database.stop();
    const down = await app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'not ready', checks: { database: false } });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

    await database.start();
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

    await jobs.stop(0);
    const noJobs = await app.inject({ url: '/readyz' });
    expect(noJobs.statusCode).toBe(503);
    expect(noJobs.json()).toMatchObject({ checks: { jobs: false } });
  }, 120_000);

  it('/metrics needs its bearer token, and is off without METRICS_TOKEN', async () => {
    const database = await createTestDatabase({ seed: false });
    cleanups.push(() => database.close());
    const build = (metricsToken?: string) =>
      buildApp({
        db: database.db,
        dbKind: database.handle.kind,
        config: testConfig(),
        jwtSecret: TEST_SECRET,
        buildVersion: 'x',
        log: () => {},
        probe: database.handle,
        metricsToken,
      });
    const off = await build();
    cleanups.push(() => off.close());
    expect((await off.inject({ url: '/metrics' })).statusCode).toBe(404);

    const app = await build('metrics-token-for-tests');
    cleanups.push(() => app.close());
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);

    await app.inject({ url: '/s/c/0123456789abcdef' });
    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-for-tests' },
    });
    expect(metrics.statusCode).toBe(200);
    const text = metrics.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/s\/c\/:key",status="\d+"\} 1/);
    expect(text).not.toContain('0123456789abcdef');
    for (const name of [
      'http_request_duration_seconds_bucket',
      'http_requests_in_flight',
      'http_requests_shed_total',
      'db_pool_connections',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(name);
    }
  }, 120_000);
});
