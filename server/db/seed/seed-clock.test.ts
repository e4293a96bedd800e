// The demo seed is relative to its `now`; CI failed twice because of *when* a seed ran, not
// the code (a join dated after now; a pick step divisible by 6). This file prepares one
// database at an awkward instant — 2026-03-02 00:05 China time, a Monday just after
// midnight, 2026-03-01T16:05Z (the 1st of a month in UTC) — with the PostgreSQL session in
// the tenant's zone (Asia/Shanghai) and the process in a third one, and checks the rules
// every seed must keep whatever the clock, the zone or the amount of data.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIDER_PAGE_KEYS } from '../../../contract/reach/sider-pages';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';
import { openPostgres } from '../database';
import type { Database } from '../database';
import { prepareDatabase } from '../prepare-database';

// Nothing in a seed may read the process's zone: run this file in one far from UTC and China
// (restored afterwards, should the worker ever run another file).
const processZone = process.env.TZ;
process.env.TZ = 'America/St_Johns';

const NOW = new Date('2026-03-01T16:05:00Z');
const CHINA_TODAY = '2026-03-02';

/** Columns that hold what is planned or due, not what happened: later than now by design. */
const SCHEDULED = new Set([
  'expires_at',
  'service_expires_at',
  'seat_expires_at',
  'review_due_at',
  'send_at',
  'publish_at',
  'end_at',
  'start_at',
  'due_at',
  'confirm_due_at',
  'next_run_at',
  'blocked_until',
  'start_date',
  'end_date',
]);

let database: TestDatabase;
/** The database's own clock while it was prepared (now() defaults; not the seed's now). */
let written: { from: Date; to: Date };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  rowsOf<T>(await database.db.execute(query));

/** A handle whose every session runs in Asia/Shanghai. */
async function chinaSession(): Promise<{ db: Database; close(): Promise<void> }> {
  if (database.url === undefined) {
    await database.db.execute(sql`set timezone to 'Asia/Shanghai'`);
    return { db: database.db, close: async () => undefined };
  }
  const name = new URL(database.url).pathname.slice(1);
  await database.db.execute(sql.raw(`alter database "${name}" set timezone to 'Asia/Shanghai'`));
  const handle = await openPostgres(database.url);
  return { db: handle.db, close: () => handle.close() };
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  const china = await chinaSession();
  const from = new Date(Date.now() - 1000);
  try {
    await prepareDatabase({ ...database.handle, db: china.db }, NOW);
  } finally {
    await china.close();
  }
  written = { from, to: new Date(Date.now() + 1000) };
  await database.db.execute(sql`set timezone to 'UTC'`);
}, 600_000);
afterAll(async () => {
  await database.close();
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe('the demo seed at an awkward instant (Monday 00:05 China time, UTC+8 session)', () => {
  it('dates no row after the seed’s now, except what is scheduled or expires', async () => {
    const columns = await rows<{ table_name: string; column_name: string; data_type: string }>(
      sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and data_type in ('timestamp with time zone', 'date')
        order by table_name, column_name`,
    );
    const checked = columns.filter((column) => !SCHEDULED.has(column.column_name));
    expect(checked.length).toBeGreaterThan(100);
    const counts = checked.map(({ table_name: table, column_name: column, data_type: type }) => {
      const value = sql.raw(`"${table}"."${column}"`);
      const late =
        type === 'date'
          ? sql`${value} > ${CHINA_TODAY}::date`
          : sql`${value} > ${NOW.toISOString()}::timestamptz and ${value}
              not between ${written.from.toISOString()}::timestamptz
                and ${written.to.toISOString()}::timestamptz`;
      return sql`select ${`${table}.${column}`}::text as name, count(*)::int as n
        from ${sql.raw(`"${table}"`)} where ${late}`;
    });
    const late = await rows<{ name: string; n: number }>(
      sql`select name, n from (${sql.join(counts, sql` union all `)}) c where n > 0 order by name`,
    );
    expect(late).toEqual([]);
  });

  it('feeds every page: each history has rows in the 30 days before now', async () => {
    const HISTORIES = [
      ['customer_relations', 'added_at'],
      ['customer_events', 'occurred_at'],
      ['chat_sessions', 'started_at'],
      ['friend_applications', 'sent_at'],
      ['group_speech', 'spoke_at'],
      ['sider_events', 'occurred_at'],
      ['mass_send_recipients', 'delivered_at'],
      ['sop_tasks', 'sent_at'],
      ['quick_reply_uses', 'used_at'],
      ['lock_scans', 'occurred_at'],
      ['shunt_exposures', 'shown_at'],
      ['group_code_events', 'occurred_at'],
      ['short_link_adds', 'added_at'],
      ['shop_orders', 'ordered_at'],
      ['radar_opens', 'opened_at'],
      ['campaign_reaches', 'reached_at'],
      ['lottery_plays', 'played_at'],
      ['check_in_entries', 'checked_at'],
      ['welcome_logs', 'occurred_at'],
      ['new_customer_group_records', 'sent_at'],
      ['fission_participants', 'joined_at'],
      ['member_points_changes', 'created_at'],
    ] as const;
    const counts = HISTORIES.map(
      ([table, column]) => sql`select ${table}::text as name, count(*)::int as n
        from ${sql.raw(`"${table}"`)} where tenant_id = 'demo'
          and ${sql.raw(`"${column}"`)} between ${NOW.toISOString()}::timestamptz - interval '30 days'
            and ${NOW.toISOString()}::timestamptz`,
    );
    const empty = await rows<{ name: string; n: number }>(
      sql`select name, n from (${sql.join(counts, sql` union all `)}) c where n = 0`,
    );
    expect(empty).toEqual([]);
    const [pages] = await rows<{ n: number }>(
      sql`select count(distinct page_key)::int as n from sider_events
        where tenant_id = 'demo' and kind = 'open'`,
    );
    expect(pages!.n).toBe(SIDER_PAGE_KEYS.length);
  });

  it('keeps China business hours whatever the session zone: sidebar opens 09:00–18:00, group speech 08:00–20:00', async () => {
    const [outside] = await rows<{ sider: number; speech: number }>(
      sql`select
        (select count(*)::int from sider_events where tenant_id = 'demo' and kind = 'open'
          and extract(hour from occurred_at at time zone 'Asia/Shanghai') not between 9 and 17) as sider,
        (select count(*)::int from group_speech where tenant_id = 'demo'
          and extract(hour from spoke_at at time zone 'Asia/Shanghai') not between 8 and 19) as speech`,
    );
    expect(outside).toEqual({ sider: 0, speech: 0 });
  });
});
