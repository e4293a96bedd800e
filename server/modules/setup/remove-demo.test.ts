// issue #36 `npm run tenant -- remove-demo`: the demo tenants and everything of theirs go in
// one transaction; another tenant's rows stay untouched; refused when a demo account also
// belongs to another tenant; a folder without demo data is left as it is.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { tagGroups } from '../../db/schema/customers';
import { memberships, roles, tenants, users } from '../../db/schema/identity';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';
import { DEMO_TENANT_IDS } from './demo-tenants';
import { DemoRemovalRefused, removeDemo } from './remove-demo';
import { createTenantWithAdmin } from './tenant-admin';
import { runTenantCommand } from './tenant-commands';

/** Every row of tenant `tenantId`, table by table, as text (order-independent). */
async function rowsOfTenant(db: Database, tenantId: string): Promise<Record<string, string[]>> {
  const tables = (
    (await db.execute(sql`SELECT table_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'tenant_id' ORDER BY table_name`)) as unknown as {
      rows: Array<{ name: string }>;
    }
  ).rows;
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = (
      (await db.execute(
        sql`SELECT x::text AS row FROM ${sql.identifier(name)} x WHERE x.tenant_id = ${tenantId} ORDER BY 1`,
      )) as unknown as { rows: Array<{ row: string }> }
    ).rows;
    if (rows.length > 0) result[name] = rows.map((row) => row.row);
  }
  return result;
}

const countOf = async (db: Database, table: 'tenants' | 'users') =>
  (
    (await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows[0]?.n;

describe('remove-demo', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await createTenantWithAdmin(database.db, {
      company_name: '星河贸易',
      tenant_id: 'xinghe',
      account: 'boss',
      password: 'Xinghe#2026',
    });
    await database.db.insert(tagGroups).values([
      { tenantId: 'xinghe', name: '意向等级' },
      { tenantId: 'xinghe', name: '来源' },
    ]);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('refuses, changing nothing, while a demo account is also a member of another tenant', async () => {
    const db = database.db;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.tenantId, 'xinghe'));
    await db
      .insert(memberships)
      .values({ tenantId: 'xinghe', userId: admin!.id, roleId: role!.id });
    const tenantsBefore = await countOf(db, 'tenants');
    await expect(removeDemo(db)).rejects.toThrow(DemoRemovalRefused);
    await expect(removeDemo(db)).rejects.toThrow(/账号 admin 同时属于非演示企业 xinghe/);
    expect(await countOf(db, 'tenants')).toBe(tenantsBefore);
    await db
      .delete(memberships)
      .where(and(eq(memberships.tenantId, 'xinghe'), eq(memberships.userId, admin!.id)));
  }, 120_000);

  it('deletes the demo tenants, their rows and accounts, and leaves a second tenant’s rows untouched', async () => {
    const db = database.db;
    const before = await rowsOfTenant(db, 'xinghe');
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['memberships', 'roles', 'tag_groups']),
    );
    const output = await runTenantCommand(db, { command: 'remove-demo' });
    expect(output).toMatch(/^已删除演示企业/);

    expect(await rowsOfTenant(db, 'xinghe')).toEqual(before);
    const left = await db.select({ id: tenants.tenantId }).from(tenants);
    expect(left.map((row) => row.id)).toEqual(['xinghe']);
    for (const tenantId of DEMO_TENANT_IDS) {
      expect(await rowsOfTenant(db, tenantId)).toEqual({});
    }
    const accounts = await db.select({ account: users.account }).from(users);
    expect(accounts.map((row) => row.account)).toEqual(['boss']);
  }, 300_000);

  it('on a folder without demo data says so and changes nothing', async () => {
    const before = await rowsOfTenant(database.db, 'xinghe');
    expect(await runTenantCommand(database.db, { command: 'remove-demo' })).toMatch(
      /没有演示数据，未做任何改动/,
    );
    expect(await rowsOfTenant(database.db, 'xinghe')).toEqual(before);
  });
});
