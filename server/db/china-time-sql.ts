// China time in SQL, beside the one China-time module (contract/china-time.ts, issue #34
// "Dates"): the zone is written into the statement as a literal, never bound as a parameter,
// so a select and its `group by` spell the same expression (PostgreSQL matches them by text).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CHINA_TIME_ZONE, chinaIsoText } from '../../contract/china-time';

/** The zone as a SQL literal: `at time zone ${CHINA_ZONE}` inside a sql template. */
export const CHINA_ZONE: SQL = sql.raw(`'${CHINA_TIME_ZONE}'`);

/** The China date (YYYY-MM-DD text) of a timestamptz column or expression. */
export function chinaDaySql(value: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${value} at time zone ${CHINA_ZONE}, 'YYYY-MM-DD')`;
}

/** The instant a China date (YYYY-MM-DD) begins, as a timestamptz. */
export function chinaDayStartSql(date: string): SQL {
  return sql`${chinaIsoText(date)}::timestamptz`;
}

/** The instant after a China date (YYYY-MM-DD) ends: the next day's start, as a timestamptz. */
export function chinaDayEndSql(date: string): SQL {
  return sql`(${chinaIsoText(date)}::timestamptz + interval '1 day')`;
}
