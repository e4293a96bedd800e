// issue #24 "Beyond one process", as the bench runs it: WORKERS=N copies of the built server
// behind one port (node:cluster shares the listening socket; the primary hands connections
// out round-robin) over one PostgreSQL (DATABASE_URL). Each worker gets its own DATA_DIR
// (the server lock and its files are per process) and the same JWT_SECRET, so a token signed
// by one worker is accepted by the others. Workers start one after the other: the first
// migrates and seeds, the next find the database ready.
//   node bench/cluster-server.mjs   (env: WORKERS, PORT, DATA_DIR, DATABASE_URL, JWT_SECRET)
import cluster from 'node:cluster';
import { join } from 'node:path';

if (cluster.isPrimary) {
  const workers = Math.max(1, Number(process.env.WORKERS ?? 2));
  if (!process.env.DATABASE_URL) throw new Error('WORKERS needs DATABASE_URL (PostgreSQL)');
  if (!process.env.JWT_SECRET) throw new Error('WORKERS needs one JWT_SECRET for all workers');
  const dataDir = process.env.DATA_DIR ?? 'data';
  cluster.setupPrimary({ exec: 'dist/server/main.mjs', silent: false });
  const children = [];
  for (let index = 0; index < workers; index += 1) {
    const worker = cluster.fork({ DATA_DIR: join(dataDir, `worker-${index + 1}`) });
    children.push(worker);
    await new Promise((resolve, reject) => {
      worker.once('listening', resolve);
      worker.once('exit', (code) => reject(new Error(`worker ${index + 1} exited (${code})`)));
    });
  }
  process.stdout.write(`cluster: ${workers} workers listening on ${process.env.PORT}\n`);
  const stop = () => {
    for (const worker of children) worker.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
}
