// Small helpers of the customer area's raw SQL (issue #19): rows of an execute() on either
// driver, id lists, and timestamps to ISO text whatever the driver returned.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/** [from 00:00, to + 1 day) in China time, as SQL conditions on `column`. */
export function chinaDateRange(column: SQL, from?: string, to?: string): SQL[] {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${column} >= ${`${from}T00:00:00+08:00`}::timestamptz`);
  if (to) parts.push(sql`${column} < (${`${to}T00:00:00+08:00`}::timestamptz + interval '1 day')`);
  return parts;
}
