// issue #24 "isolation": what the isolation suite reads — the ids in an answer, and a
// fingerprint of one tenant's rows in every table that carries a tenant_id.
import type { DatabaseHandle } from '../../db/database';

/** The ids of the rows an answer lists: `data.list[].id`, `data[].id`, or `data.id`. */
export function rowIdsIn(data: unknown): number[] {
  if (data === null || typeof data !== 'object') return [];
  const list = Array.isArray(data) ? data : (data as { list?: unknown }).list;
  const rows = Array.isArray(list) ? list : [data];
  return rows
    .map((row) => (row !== null && typeof row === 'object' ? (row as { id?: unknown }).id : null))
    .filter((id): id is number => typeof id === 'number');
}

/** md5 of each tenant-scoped table's rows of `tenantId`, keyed by table name. */
export async function tenantChecksums(
  handle: DatabaseHandle,
  tenantId: string,
): Promise<Record<string, string>> {
  const tables = (
    await handle.executeSql(
      `SELECT c.table_name AS name FROM information_schema.columns c
       JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id'
         AND t.table_type = 'BASE TABLE'
       ORDER BY c.table_name`,
    )
  ).rows as Array<{ name: string }>;
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const result = await handle.executeSql(
      `SELECT md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) AS sum
       FROM "${name}" x WHERE x.tenant_id = $1`,
      [tenantId],
    );
    out[name] = (result.rows[0] as { sum: string }).sum;
  }
  return out;
}
