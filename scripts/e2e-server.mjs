// The real server for Playwright: the built app on a fresh data folder, legacy hosts set to
// addresses the tests intercept.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'scrm-e2e-'));
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4310',
    DATA_DIR: dataDir,
    SIDER_HOST: 'http://sider.e2e.test',
    H5_HOST: 'http://h5.e2e.test',
  },
});

function stop() {
  child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
