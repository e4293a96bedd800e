// Small helpers of the customer area's raw SQL (issue #19): rows of an execute() on either
// driver, id lists, and timestamps to ISO text whatever the driver returned.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { chinaDayEndSql, chinaDayStartSql } from '../../../db/china-time-sql';

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A timestamp as ISO text; a missing one (SQL null) stays null — `new Date(null)` is 1970. */
export function iso(value: string | Date): string;
export function iso(value: string | Date | null | undefined): string | null;
export function iso(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return new Date(value).toISOString();
}

/** [from 00:00, to + 1 day) in China time, as SQL conditions on `column`. */
export function chinaDateRange(column: SQL, from?: string, to?: string): SQL[] {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${column} >= ${chinaDayStartSql(from)}`);
  if (to) parts.push(sql`${column} < ${chinaDayEndSql(to)}`);
  return parts;
}
