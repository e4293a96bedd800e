import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestDatabase } from '../test-support/test-database';
import { TEST_SECRET, testConfig } from '../test-support/test-app';

describe('request log', () => {
  it('writes one JSON line per request with time, method, path without query, status, ms, tenant', async () => {
    const database = await createTestDatabase();
    const lines: string[] = [];
    const app = await buildApp({
      db: database.db,
      dbKind: database.handle.kind,
      config: testConfig(),
      jwtSecret: TEST_SECRET,
      buildVersion: 'x',
      log: (line) => lines.push(line),
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/scrm/v1/auth/login?secret=1',
        payload: { account: 'admin', password: 'Admin@123' },
      });
      const { token } = login.json<{ data: { token: string } }>().data;
      await app.inject({
        url: '/scrm/v1/platform/menu',
        headers: { authorization: `Bearer ${token}`, 'x-tenant': 'demo' },
      });
      expect(lines).toHaveLength(2);
      const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(Object.keys(first ?? {}).sort()).toEqual([
        'method',
        'ms',
        'path',
        'status',
        'tenant',
        'time',
      ]);
      expect(first).toMatchObject({
        method: 'POST',
        path: '/scrm/v1/auth/login',
        status: 200,
        tenant: null,
      });
      expect(second).toMatchObject({
        method: 'GET',
        path: '/scrm/v1/platform/menu',
        tenant: 'demo',
      });
      expect(lines.join('')).not.toContain('Admin@123');
      expect(lines.join('')).not.toContain(token);
    } finally {
      await app.close();
      await database.close();
    }
    // A fresh database is migrated and seeded with every area's 90 days: allow for it.
  }, 180_000);
});
