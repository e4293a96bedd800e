import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config/server-config';
import { LOCK_FILE } from './lock/server-lock';
import { startServer } from './start-server';

describe('startServer', () => {
  // issue #36: the README's `npm install && npm start` on a fresh clone sets nothing: DEMO
  // defaults to true on the embedded database, so the demo is there to sign in to.
  it('with no settings (npm start on a fresh clone) takes the lock, migrates and seeds the demo into a fresh DATA_DIR (admin / Admin@123 signs in, the banner lists the demo accounts, no setup link), and releases everything on stop', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'scrm-start-')), 'data');
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        BUILD_VERSION: 'start-test',
      }),
      staticDir: join(dataDir, 'no-build'),
    };
    let banner = '';
    const server = await startServer(config, { print: (text) => (banner += text) });
    try {
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
      const port = (server.app.server.address() as { port: number }).port;
      const probe = await fetch(`http://127.0.0.1:${port}/_reload_/_probe_`);
      expect(await probe.text()).toBe('start-test');
      const login = await fetch(`http://127.0.0.1:${port}/scrm/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'admin', password: 'Admin@123' }),
      });
      expect(await login.json()).toMatchObject({ code: 0, data: { tenant_id: 'demo' } });
      expect(banner).toContain('admin / Admin@123');
      expect(banner).not.toContain('/setup#token=');
    } finally {
      await server.stop();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    // A fresh database is migrated and seeded with every area's 90 days: allow for it.
  }, 420_000);
});
