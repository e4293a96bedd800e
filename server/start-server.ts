// docs/conventions.md "server/main.ts": config, lock, database, migrations, seed, http, in that
// order; a signal or exit closes the server and the database and releases the lock.
import type { FastifyInstance } from 'fastify';
import { resolveBuildVersion } from './config/build-version';
import { loadOrCreateJwtSecret } from './config/jwt-secret';
import type { ServerConfig } from './config/server-config';
import { isPostgresUrl } from './config/server-config';
import { openDatabase } from './db/database';
import type { DatabaseHandle } from './db/database';
import { prepareDatabase } from './db/prepare-database';
import { DEMO_ACCOUNTS } from './db/seed/seed-demo';
import { firstSetupLines, prepareFirstSetup } from './modules/setup/first-setup';
import type { FirstSetup } from './modules/setup/first-setup';
import { PLATFORM_TENANTS } from './db/seed/seed-platform';
import type { Server } from 'node:http';
import { buildApp, metricsOf } from './http/app';
import { shareMetricsWithPrimary } from './http/ops/cluster-metrics';
import { startMetricsServer } from './http/ops/ops-routes';
import { startControlSocket } from './backup/pglite-backup';
import { createJobRunner } from './jobs/job-runner';
import type { JobRunner } from './jobs/job-types';
import { watchEventLoop } from './http/event-loop-watch';
import { acquireServerLock } from './lock/server-lock';

export interface RunningServer {
  readonly app: FastifyInstance;
  /** The server's database (CLIs of the same process and tests use it). */
  readonly database: DatabaseHandle;
  readonly url: string;
  stop(): Promise<void>;
}

/** issue #24: how this process runs; a cluster worker (server/cluster) shares its primary's. */
export interface StartOptions {
  /**
   * A worker of `WORKERS=N`: the primary holds DATA_DIR's lock, prepared (migrated and
   * seeded) the database and announced the accounts; JWT_SECRET comes from the primary.
   */
  readonly clusterWorker?: boolean;
  /** Where the start banner goes (stdout; tests read it). */
  readonly print?: (text: string) => void;
}

const toStdout = (text: string) => {
  process.stdout.write(text);
};

/**
 * The start banner: URLs, then the demo accounts (DEMO=true) or the first-setup link and a
 * word about demo tenants left in the folder (DEMO=false, issue #36).
 */
export function announce(
  config: ServerConfig,
  port: number,
  setup: FirstSetup = { demoTenants: [] },
  print: (text: string) => void = toStdout,
): string {
  const url = `http://localhost:${port}`;
  const loginUrl = `${config.loginHost || url}/auth/login`;
  const lines = [`控制台 / Console: ${url}`, `登录页 / Login:   ${loginUrl}`];
  if (config.demo) {
    lines.push(
      '演示账号 / Demo accounts:',
      ...DEMO_ACCOUNTS.map(
        (demo) =>
          `  ${demo.account} / ${demo.password}  (${demo.memberships.map((m) => m.tenantId).join(', ')})`,
      ),
      // issue #6: tenants seeded in one platform state each (unauthorized, expiring, …).
      '平台状态演示 / Platform-state tenants:',
      ...PLATFORM_TENANTS.flatMap((tenant) =>
        tenant.account
          ? [`  ${tenant.account} / Admin@123  (${tenant.tenantId} ${tenant.name})`]
          : [],
      ),
    );
  } else {
    lines.push(...firstSetupLines(setup, url));
  }
  print([...lines, ''].join('\n'));
  return url;
}

export async function startServer(
  config: ServerConfig,
  options: StartOptions = {},
): Promise<RunningServer> {
  const worker = options.clusterWorker === true;
  const lock = worker ? { release: () => {} } : acquireServerLock(config.dataDir);
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let jobs: JobRunner | undefined;
  let stopping: Promise<void> | undefined;
  let unwatch = () => {};
  let setup: FirstSetup = { demoTenants: [] };
  let metricsServer: Server | undefined;
  let controlSocket: Server | undefined;
  const releaseOnExit = () => lock.release();
  const stop = () =>
    (stopping ??= (async () => {
      process.off('exit', releaseOnExit);
      unwatch();
      try {
        metricsServer?.close();
        controlSocket?.close();
        await app?.close();
        // Running handlers get a grace period; unfinished ones are retried after restart.
        await jobs?.stop(10);
        await database?.close();
      } finally {
        lock.release();
      }
    })());
  // Release the lock even on an abrupt exit (process.exit from elsewhere).
  process.once('exit', releaseOnExit);

  try {
    const jwtSecret = loadOrCreateJwtSecret(config.dataDir, config.jwtSecret);
    const buildVersion = resolveBuildVersion(config.buildVersion, config.staticDir);
    const databaseUrl = isPostgresUrl(config.databaseUrl) ? config.databaseUrl : undefined;
    database = await openDatabase(databaseUrl, config.dataDir);
    if (!worker) {
      const now = new Date();
      await prepareDatabase(database, now, { demo: config.demo });
      if (!config.demo) setup = await prepareFirstSetup(database.db, now);
    }
    // issue #14: one job runner on the same database; modules define their jobs while
    // buildApp registers routes, and polling starts once every definition is in.
    jobs = createJobRunner({ db: database.db, executor: database, mode: 'worker' });
    app = await buildApp({
      db: database.db,
      dbKind: database.kind,
      config,
      jwtSecret,
      buildVersion,
      jobs,
      maxInFlight: config.maxInFlight,
      // PGlite runs one query at a time on this thread: few requests at once keep each
      // stretch of work (and so each pause in reading sockets) short (issue #24).
      maxActive: database.kind === 'pglite' ? 8 : undefined,
      logLevel: config.logLevel,
      probe: database,
      pool: database.poolStats,
      metricsToken: config.metricsToken,
      collectMetrics: config.metricsPort !== undefined,
    });
    await jobs.start();
    await app.listen({ port: config.port, host: config.host });
    // issue #36: `npm run backup` asks a running embedded server through DATA_DIR.
    if (!worker) controlSocket = await startControlSocket(config.dataDir, database);
    const registry = metricsOf(app);
    // issue #36: METRICS_PORT is served once: here, or by a cluster's primary, which sums
    // its workers' registries (server/http/ops/cluster-metrics.ts).
    if (registry && config.metricsPort !== undefined) {
      if (worker) shareMetricsWithPrimary(registry);
      else metricsServer = await startMetricsServer(registry, config.metricsPort, config.host);
    }
    unwatch = watchEventLoop();
  } catch (error) {
    await stop();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = worker
    ? `http://localhost:${port}`
    : announce(config, port, setup, options.print ?? toStdout);
  return { app, database, url, stop };
}
