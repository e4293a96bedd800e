// issue #36 "Done when": a DEMO=false start (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set) has no demo account, prints a one-time setup link; the setup page creates the tenant
// and its admin, and the link then refuses.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULE } from '../../../contract/setup';
import { isPostgresUrl, loadConfig } from '../../config/server-config';
import { startServer } from '../../start-server';
import type { RunningServer } from '../../start-server';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';
import { createSetupToken } from './setup-tokens';
import { countTenants } from './tenant-admin';

const onPostgres = isPostgresUrl(process.env.TEST_DATABASE_URL);

describe(`a DEMO=false start on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  let server: RunningServer;
  let banner = '';
  let base = '';
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'scrm-setup-')), 'data');
    // On PostgreSQL a fresh, migrated database of this file's own (no tenant in it).
    database = onPostgres ? await createTestDatabase({ seed: false }) : undefined;
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO: 'false',
        LOG_LEVEL: 'silent',
        ...(database?.url ? { DATABASE_URL: database.url } : {}),
      }),
      staticDir: join(dataDir, 'no-build'),
    };
    server = await startServer(config, { print: (text) => (banner += text) });
    base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  const login = async (account: string, password: string) =>
    (
      await fetch(`${base}/scrm/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account, password }),
      })
    ).json() as Promise<{ code: number; data?: { tenant_id: string } }>;

  const submit = (fields: Record<string, string>) =>
    fetch(`${base}/setup`, { method: 'POST', body: new URLSearchParams(fields) });

  const tokenOf = (text: string) => /\/setup#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  it('creates no demo account: admin / Admin@123 fails, and no demo password is printed', async () => {
    expect((await login('admin', 'Admin@123')).code).not.toBe(0);
    expect(banner).not.toContain('Admin@123');
    expect(await countTenants(server.database.db)).toBe(0);
  });

  it('prints a one-time setup link whose token is after # (never sent to the server)', () => {
    expect(banner).toMatch(/http:\/\/localhost:\d+\/setup#token=[A-Za-z0-9_-]{43}/);
  });

  it('the setup page refuses a weak password with the rule and creates nothing', async () => {
    const page = await fetch(`${base}/setup`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('初始化企业');
    const weak = await submit({
      token: tokenOf(banner) ?? '',
      company_name: '星河贸易',
      tenant_id: 'xinghe',
      account: 'boss',
      password: 'password123',
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain(PASSWORD_RULE);
    expect(await countTenants(server.database.db)).toBe(0);
  });

  it('creates the tenant and its admin, who signs in; the link then refuses and creates nothing', async () => {
    const token = tokenOf(banner) ?? '';
    const created = await submit({
      token,
      company_name: '星河贸易',
      tenant_id: 'xinghe',
      account: 'boss',
      admin_name: '王总',
      password: 'Xinghe#2026',
    });
    expect(created.status).toBe(200);
    expect(await created.text()).toContain('企业已创建');
    expect(await login('boss', 'Xinghe#2026')).toMatchObject({
      code: 0,
      data: { tenant_id: 'xinghe' },
    });

    const again = await submit({
      token,
      company_name: '另一家',
      tenant_id: 'another',
      account: 'other-boss',
      password: 'Another#2026',
    });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('设置链接已失效');
    expect(await countTenants(server.database.db)).toBe(1);
  });

  it('refuses an existing tenant id (the token stays usable) and an expired link', async () => {
    const now = new Date();
    const fresh = await createSetupToken(server.database.db, now);
    const taken = await submit({
      token: fresh,
      company_name: '重名',
      tenant_id: 'xinghe',
      account: 'dup-admin',
      password: 'Duplicate#2026',
    });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('企业ID xinghe 已存在');

    const expired = await createSetupToken(
      server.database.db,
      new Date(now.getTime() - 2 * 60 * 60 * 1000),
    );
    const late = await submit({
      token: expired,
      company_name: '迟到',
      tenant_id: 'late',
      account: 'late-admin',
      password: 'Latecomer#2026',
    });
    expect(late.status).toBe(410);
    expect(await countTenants(server.database.db)).toBe(1);
  });
});
