import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isPostgresUrl, loadConfig } from './config/server-config';
import { openPglite } from './db/database';
import { users } from './db/schema/identity';
import { LOCK_FILE } from './lock/server-lock';
import { hashPassword } from './modules/auth/password';
import { startServer } from './start-server';
import { createTestDatabase, seededPgliteSnapshot } from './test-support/test-database';

describe('startServer', () => {
  // issue #36: the README's `npm install && npm start` on a fresh clone sets nothing: DEMO
  // defaults to true on the embedded database, so the demo is there to sign in to.
  it('with no settings (npm start on a fresh clone) takes the lock, migrates and seeds the demo into a fresh DATA_DIR (admin / Admin@123 signs in, the banner lists the demo accounts, no setup link), and releases everything on stop', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'scrm-start-')), 'data');
    // DATA_DIR starts as a copy of the run's seeded database, on the PostgreSQL pass a seeded
    // database of this file's own (DATABASE_URL): startServer still migrates and runs the
    // idempotent seed over it, about a quarter of a seed from nothing (docs/testing.md "Vitest:
    // the costliest files"). A DATA_DIR seeded from nothing is how every Playwright server
    // starts (scripts/e2e-server.mjs); the seed itself is prepare-database.test.ts's. The
    // admin's password is changed in the copy, so signing in with it shows the server opened
    // this database and kept what it found.
    const postgres = isPostgresUrl(process.env.TEST_DATABASE_URL)
      ? await createTestDatabase()
      : undefined;
    const snapshot = postgres ? undefined : await seededPgliteSnapshot();
    const copy = snapshot ? await openPglite(join(dataDir, 'pglite'), snapshot) : postgres?.handle;
    const password = copy ? 'Copied@123' : 'Admin@123';
    await copy?.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.account, 'admin'));
    if (snapshot) await copy?.close();
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        BUILD_VERSION: 'start-test',
        ...(postgres?.url ? { DATABASE_URL: postgres.url, DEMO: 'true' } : {}),
      }),
      staticDir: join(dataDir, 'no-build'),
    };
    let banner = '';
    const server = await startServer(config, { print: (text) => (banner += text) });
    try {
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(postgres === undefined);
      const port = (server.app.server.address() as { port: number }).port;
      const probe = await fetch(`http://127.0.0.1:${port}/_reload_/_probe_`);
      expect(await probe.text()).toBe('start-test');
      const login = await fetch(`http://127.0.0.1:${port}/scrm/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'admin', password }),
      });
      expect(await login.json()).toMatchObject({ code: 0, data: { tenant_id: 'demo' } });
      expect(banner).toContain('admin / Admin@123');
      expect(banner).not.toContain('/setup#token=');
    } finally {
      await server.stop();
      await postgres?.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    // Without the global setup (a lone run) the database is seeded from nothing: allow for it.
  }, 420_000);
});
