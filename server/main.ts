// Entry of `npm start` (bundled to dist/server/main.mjs) and of `tsx server/main.ts`.
// issue #24: WORKERS=N (with DATABASE_URL) makes this process the primary of N workers.
import cluster from 'node:cluster';
import { runClusterPrimary } from './cluster/cluster-primary';
import { resolveWorkers, WorkersConfigError } from './cluster/workers-config';
import { loadConfig } from './config/server-config';
import { LockHeldError } from './lock/server-lock';
import { startServer } from './start-server';

async function main(): Promise<void> {
  const config = loadConfig();
  const workers = cluster.isWorker ? 1 : resolveWorkers();
  if (workers > 1) {
    await runClusterPrimary(config, workers);
    return;
  }
  const server = await startServer(config, { clusterWorker: cluster.isWorker });
  const shutdown = (signal: NodeJS.Signals) => {
    process.stdout.write(`${signal}: 正在停止 / stopping\n`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof LockHeldError || error instanceof WorkersConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    console.error('启动失败 / failed to start:', error);
  }
  process.exit(1);
});
