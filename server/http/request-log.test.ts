import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestDatabase } from '../test-support/test-database';
import { TEST_SECRET, testConfig } from '../test-support/test-app';

describe('request log', () => {
  // First in this file: Fastify emits each deprecation warning once per process.
  it('builds the app without a Fastify deprecation warning (request lines off through logController, not disableRequestLogging)', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const database = await createTestDatabase({ seed: false });
    const app = await buildApp({
      db: database.db,
      dbKind: database.handle.kind,
      config: testConfig(),
      jwtSecret: TEST_SECRET,
      buildVersion: 'x',
      log: () => {},
    });
    try {
      await app.ready();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
      await app.close();
      await database.close();
    }
    expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([]);
  }, 120_000);

  it('writes one JSON line per request (pino): level, time, request id, method, route pattern, status, ms, tenant; never a query string, body or token', async () => {
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
      await app.inject({ url: '/s/c/secret-scan-key?code=abc' });
      // Slow-request warnings share the sink under load (load-shedding.ts): requests only.
      const requests = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === 'request');
      expect(requests).toHaveLength(3);
      const [first, second, third] = requests;
      expect(Object.keys(first ?? {}).sort()).toEqual([
        'level',
        'method',
        'ms',
        'msg',
        'reqId',
        'route',
        'status',
        'tenant',
        'time',
      ]);
      expect(first).toMatchObject({
        level: 'info',
        method: 'POST',
        route: '/scrm/v1/auth/login',
        status: 200,
        tenant: null,
      });
      expect(second).toMatchObject({
        method: 'GET',
        route: '/scrm/v1/platform/menu',
        tenant: 'demo',
      });
      expect(first?.reqId).not.toEqual(second?.reqId);
      // A public key in the path never reaches the log: the route pattern does.
      expect(third?.route).not.toContain('secret-scan-key');
      const all = lines.join('');
      for (const secret of ['Admin@123', token, 'secret=1', 'secret-scan-key', 'code=abc']) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await app.close();
      await database.close();
    }
    // A fresh database is migrated and seeded with every area's 90 days: allow for it.
  }, 180_000);
});
