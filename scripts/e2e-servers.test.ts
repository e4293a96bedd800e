import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';

// issue #33: scripts/e2e-servers.mjs starts every Playwright server; Playwright waits for its
// "e2e servers ready" line instead of each server's URL, so the launcher checks the ports itself.
function runLauncher(port: number): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/e2e-servers.mjs'], {
      env: { ...process.env, E2E_PORT: String(port), E2E_SERVERS: '1' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    // a launcher that went on would start a real server: stop it, the test has its answer
    const guard = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, out, err });
    });
  });
}

describe('the Playwright servers launcher (issue #33)', () => {
  it('refuses a port where something already answers, instead of reporting it ready', async () => {
    const leftover = createServer((_request, response) => response.end('old version'));
    await new Promise<void>((resolve) => leftover.listen(0, '127.0.0.1', resolve));
    const { port } = leftover.address() as AddressInfo;
    try {
      const { code, out, err } = await runLauncher(port);
      expect(out).not.toContain('e2e servers ready');
      expect(err).toContain(`http://localhost:${port} is already used`);
      expect(code).toBe(1);
    } finally {
      leftover.close();
    }
  }, 20_000);
});
