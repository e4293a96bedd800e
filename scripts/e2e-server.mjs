// The real server for Playwright: the built app on a fresh data folder. The legacy hosts are
// loopback aliases of this same server (127.0.0.2 and .3 reach it too, as other origins), so a
// browser really follows the server's 302 and the tests need no DNS.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'scrm-e2e-'));
const port = process.env.E2E_PORT ?? '4310';
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    SIDER_HOST: `http://127.0.0.2:${port}`,
    H5_HOST: `http://127.0.0.3:${port}`,
    // issue #18: the sandbox's test-only SOP clock (POST /scrm/v1/sandbox/sop-clock).
    SCRM_SANDBOX_CLOCK: '1',
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
