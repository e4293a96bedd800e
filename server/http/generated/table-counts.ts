// issue #24 "nothing written": the row count of every table of the public schema, compared
// before and after a walk that must not write.
import type { DatabaseHandle } from '../../db/database';

export async function tableCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const tables = (
    await handle.executeSql(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).rows as Array<{ name: string }>;
  const union = tables
    .map(({ name }) => `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`)
    .join(' UNION ALL ');
  const rows = (await handle.executeSql(union)).rows as Array<{ name: string; n: number }>;
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

/** Tables whose count differs between two readings. */
export function changedTables(
  before: Record<string, number>,
  after: Record<string, number>,
): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
