// issue #36 `npm run tenant -- remove-demo`: deletes the demo tenants (demo-tenants.ts), every
// row that carries their tenant_id, their queued jobs and the accounts that belong only to
// them, in one transaction. Refused, with nothing changed, when a demo account is also a
// member of another tenant or when any other tenant's rows (or any other account) would
// change: each table's rows outside the demo are counted and hashed before and after.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { DEMO_TENANT_IDS } from './demo-tenants';

export class DemoRemovalRefused extends Error {}

export type RemoveDemoResult =
  | { readonly removed: false }
  | {
      readonly removed: true;
      readonly tenants: readonly string[];
      readonly accounts: readonly string[];
      readonly rows: number;
    };

type Rows<T> = { rows: T[] };

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** Base tables of `public` with a tenant_id column, tenants itself excluded. */
async function tenantTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT c.table_name AS name FROM information_schema.columns c
      JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id'
        AND t.table_type = 'BASE TABLE' AND c.table_name <> 'tenants'
      ORDER BY c.table_name`,
  );
  return rows.map((row) => row.name);
}

/** Per table, the count and a hash of every row outside the demo (and of every other user). */
async function fingerprint(
  db: Database,
  tables: readonly string[],
  demo: readonly string[],
  demoUsers: readonly number[],
): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  const ids = sql`ARRAY[${sql.join(
    demo.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  for (const table of [...tables, 'tenants']) {
    const [row] = await rowsOf<{ n: string; h: string }>(
      db,
      sql`SELECT count(*)::text AS n, coalesce(sum(hashtext(x::text)::bigint), 0)::text AS h
        FROM ${sql.identifier(table)} x
        WHERE x.tenant_id IS NULL OR NOT (x.tenant_id = ANY(${ids}))`,
    );
    result.set(table, `${row?.n}/${row?.h}`);
  }
  const users = sql`ARRAY[${sql.join(
    [-1, ...demoUsers].map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const [row] = await rowsOf<{ n: string; h: string }>(
    db,
    sql`SELECT count(*)::text AS n, coalesce(sum(hashtext(u::text)::bigint), 0)::text AS h
      FROM users u WHERE NOT (u.id = ANY(${users}))`,
  );
  result.set('users', `${row?.n}/${row?.h}`);
  return result;
}

/** Deletes the tenant's rows table by table; a table whose rows others still reference waits. */
async function deleteTenantRows(
  tx: Database,
  tables: readonly string[],
  demo: readonly string[],
): Promise<number> {
  let pending = [...tables];
  let deleted = 0;
  while (pending.length > 0) {
    const failed: string[] = [];
    for (const table of pending) {
      try {
        // A savepoint each, so a foreign-key refusal leaves the transaction usable.
        await tx.transaction(async (inner) => {
          const rows = await rowsOf<{ n: number }>(
            inner,
            sql`WITH gone AS (DELETE FROM ${sql.identifier(table)}
                WHERE tenant_id IN (${sql.join(
                  demo.map((id) => sql`${id}`),
                  sql`, `,
                )}) RETURNING 1)
              SELECT count(*)::int AS n FROM gone`,
          );
          deleted += rows[0]?.n ?? 0;
        });
      } catch {
        failed.push(table);
      }
    }
    if (failed.length === pending.length) {
      throw new Error(`remove-demo: rows of ${failed.join(', ')} cannot be deleted`);
    }
    pending = failed;
  }
  return deleted;
}

async function deleteQueuedJobs(tx: Database, demo: readonly string[]): Promise<void> {
  for (const table of ['pgboss.job', 'pgboss.archive']) {
    const [exists] = await rowsOf<{ present: boolean }>(
      tx,
      sql`SELECT to_regclass(${table}) IS NOT NULL AS present`,
    );
    if (!exists?.present) continue;
    await tx.execute(
      sql`DELETE FROM ${sql.raw(table)} WHERE data->>'tenantId' IN (${sql.join(
        demo.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
}

export async function removeDemo(db: Database, dataDir?: string): Promise<RemoveDemoResult> {
  const result = await db.transaction(async (tx): Promise<RemoveDemoResult> => {
    const list = sql.join(
      DEMO_TENANT_IDS.map((id) => sql`${id}`),
      sql`, `,
    );
    const present = (
      await rowsOf<{ id: string }>(
        tx,
        sql`SELECT tenant_id AS id FROM tenants WHERE tenant_id IN (${list}) ORDER BY tenant_id`,
      )
    ).map((row) => row.id);
    if (present.length === 0) return { removed: false };
    const members = await rowsOf<{ id: number; account: string; others: string[] }>(
      tx,
      sql`SELECT u.id, u.account,
          ARRAY(SELECT m2.tenant_id FROM memberships m2
            WHERE m2.user_id = u.id AND m2.tenant_id NOT IN (${list})) AS others
        FROM users u
        WHERE EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.tenant_id IN (${list}))
        ORDER BY u.account`,
    );
    const shared = members.filter((member) => member.others.length > 0);
    if (shared.length > 0) {
      throw new DemoRemovalRefused(
        shared
          .map((member) => `账号 ${member.account} 同时属于非演示企业 ${member.others.join('、')}`)
          .join('；') + '，未删除任何数据',
      );
    }
    const tables = await tenantTables(tx);
    const userIds = members.map((member) => member.id);
    const before = await fingerprint(tx, tables, present, userIds);
    let rows = await deleteTenantRows(tx, tables, present);
    await deleteQueuedJobs(tx, present);
    await tx.execute(sql`DELETE FROM tenants WHERE tenant_id IN (${list})`);
    if (userIds.length > 0) {
      await tx.execute(
        sql`DELETE FROM users WHERE id IN (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
    rows += present.length + userIds.length;
    const after = await fingerprint(tx, tables, present, userIds);
    const touched = [...before].filter(([table, print]) => after.get(table) !== print);
    if (touched.length > 0) {
      throw new DemoRemovalRefused(
        `删除演示数据会改动其他企业的数据（${touched.map(([table]) => table).join('、')}），未删除任何数据`,
      );
    }
    return {
      removed: true,
      tenants: present,
      accounts: members.map((member) => member.account),
      rows,
    };
  });
  // Files follow the committed rows: the demo tenants' uploads and exports.
  if (result.removed && dataDir) {
    for (const tenant of result.tenants) {
      await rm(join(dataDir, 'uploads', 'tenant', tenant), { recursive: true, force: true });
      await rm(join(dataDir, 'exports', tenant), { recursive: true, force: true });
    }
  }
  return result;
}
