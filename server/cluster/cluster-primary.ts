// issue #24 "Beyond one process": `npm start` with DATABASE_URL and WORKERS=N. This primary
// holds DATA_DIR's lock, migrates and seeds PostgreSQL once, makes the shared secrets once
// (JWT_SECRET from the environment or DATA_DIR/jwt-secret, handed to the workers in their
// environment, never logged), then forks N workers (server/main.ts with `clusterWorker`).
// node:cluster shares the listening port: the primary accepts connections and hands them to
// the workers round-robin. A worker that dies is forked again (with a growing delay when it
// keeps dying at start); SIGTERM/SIGINT drain: every worker closes its server (in-flight
// requests finish, running jobs get their grace period), then the primary exits.
import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { loadOrCreateJwtSecret } from '../config/jwt-secret';
import type { ServerConfig } from '../config/server-config';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';
import { acquireServerLock } from '../lock/server-lock';
import { loadOrCreateUploadSecret } from '../modules/platform/upload/upload-secret';
import { clusterMetricsSource } from '../http/ops/cluster-metrics';
import { startMetricsServer } from '../http/ops/ops-routes';
import { announce } from '../start-server';
import { prepareFirstSetup } from '../modules/setup/first-setup';
import type { FirstSetup } from '../modules/setup/first-setup';

/** A worker's environment: its slot (1…N) and the one JWT secret of the cluster. */
export const WORKER_INDEX_ENV = 'SCRM_WORKER_INDEX';
const DRAIN_LIMIT_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that lived this long was healthy: its next restart is immediate again. */
const HEALTHY_AFTER_MS = 60_000;

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function prepareOnce(
  config: ServerConfig,
): Promise<{ jwtSecret: string; setup: FirstSetup }> {
  const jwtSecret = loadOrCreateJwtSecret(config.dataDir, config.jwtSecret);
  // Uploads and exports live in DATA_DIR, shared by the workers: make its secret once here.
  loadOrCreateUploadSecret(config.dataDir);
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  try {
    const now = new Date();
    await prepareDatabase(database, now, { demo: config.demo });
    const setup = config.demo ? { demoTenants: [] } : await prepareFirstSetup(database.db, now);
    return { jwtSecret, setup };
  } finally {
    await database.close();
  }
}

export async function runClusterPrimary(config: ServerConfig, workers: number): Promise<void> {
  const lock = acquireServerLock(config.dataDir);
  process.once('exit', () => lock.release());
  const { jwtSecret, setup } = await prepareOnce(config);

  let stopping = false;
  const slots = new Map<number, { worker: Worker; startedAt: number; delayMs: number }>();
  const fork = (index: number, delayMs: number) => {
    const worker = cluster.fork({ JWT_SECRET: jwtSecret, [WORKER_INDEX_ENV]: String(index) });
    slots.set(index, { worker, startedAt: Date.now(), delayMs });
    worker.once('listening', () => {
      say(`工作进程 ${index} 就绪 / worker ${index} listening (pid ${worker.process.pid})`);
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      const slot = slots.get(index);
      const healthy = !slot || Date.now() - slot.startedAt >= HEALTHY_AFTER_MS;
      const next = healthy
        ? 0
        : Math.min(MAX_RESTART_DELAY_MS, Math.max(FIRST_RESTART_DELAY_MS, delayMs * 2));
      process.stderr.write(
        `工作进程 ${index} 已退出（${signal ?? code}），${next / 1000} 秒后重启 / worker ${index} exited (${signal ?? code}), restarting in ${next / 1000} s\n`,
      );
      setTimeout(() => {
        if (!stopping) fork(index, next);
      }, next);
    });
    return worker;
  };

  // Counts first starts and restarts alike: a worker that died at start is forked again.
  const listening = new Promise<void>((resolve) => {
    let count = 0;
    cluster.on('listening', () => {
      count += 1;
      if (count === workers) resolve();
    });
  });
  for (let slot = 1; slot <= workers; slot += 1) fork(slot, 0);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: 正在停止 ${slots.size} 个工作进程 / draining ${slots.size} workers`);
    const alive = [...slots.values()].map(({ worker }) => worker).filter((w) => !w.isDead());
    const force = setTimeout(() => {
      for (const worker of alive) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, DRAIN_LIMIT_MS);
    void Promise.all(
      alive.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    ).then(() => {
      clearTimeout(force);
      lock.release();
      process.exit(0);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await listening;
  // issue #36: METRICS_PORT once for the cluster, every worker's metrics summed.
  if (config.metricsPort !== undefined) {
    await startMetricsServer(clusterMetricsSource(), config.metricsPort, config.host);
  }
  announce(config, config.port, setup);
  say(`集群 / Cluster: ${workers} 个工作进程 / workers on port ${config.port}`);
}
