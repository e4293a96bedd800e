// Entry of `npm start` (bundled to dist/server/main.mjs) and of `tsx server/main.ts`.
import { loadConfig } from './config/server-config';
import { LockHeldError } from './lock/server-lock';
import { startServer } from './start-server';

async function main(): Promise<void> {
  const server = await startServer(loadConfig());
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
  if (error instanceof LockHeldError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    console.error('启动失败 / failed to start:', error);
  }
  process.exit(1);
});
