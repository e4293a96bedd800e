import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-database';
import { prepareDatabase } from './prepare-database';
import { memberships, roles, tenants, users } from './schema/identity';

describe('migrations and seed', () => {
  it('are idempotent: running them twice changes nothing', async () => {
    // The run's seeded database is the first run: prepareDatabase on the migrated one (the
    // global setup, server/test-support/database-snapshots.ts; or createTestDatabase itself
    // without it). This test runs it a second time, one 90-day seed instead of two
    // (docs/testing.md "Server tests").
    const database = await createTestDatabase();
    try {
      const counts = async () => {
        const rows = await Promise.all(
          [tenants, users, roles, memberships].map((table) =>
            database.db.select({ n: count() }).from(table),
          ),
        );
        return rows.map(([row]) => row?.n);
      };
      const first = await counts();
      const firstHashes = await database.db.select({ hash: users.passwordHash }).from(users);
      await prepareDatabase(database.handle);
      expect(await counts()).toEqual(first);
      // demo + second (4 accounts), and issue #6's five platform tenants with one admin each;
      // issue #14 adds demo's two example roles (客服, 数据分析).
      expect(first).toEqual([7, 9, 13, 10]);
      expect(await database.db.select({ hash: users.passwordHash }).from(users)).toEqual(
        firstHashes,
      );
    } finally {
      await database.close();
    }
  }, 300_000);

  it('stores scrypt hashes, never the password', async () => {
    const database = await createTestDatabase();
    try {
      const rows = await database.db.select({ hash: users.passwordHash }).from(users);
      for (const { hash } of rows) {
        expect(hash).toMatch(/^scrypt\$/);
        expect(hash).not.toContain('Admin@123');
      }
      // Per-user salt: the two Admin@123 accounts hash differently.
      expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
    } finally {
      await database.close();
    }
  });
});
