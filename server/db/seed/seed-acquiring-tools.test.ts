// issue #15 "Done when": the seed gives `demo` 90 days of history for each acquiring tool
// (lock codes, shunt codes, group codes, short links), so every statistics page shows real
// numbers on a fresh start. Counts cast ::int (PostgreSQL answers bigint as text).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database.close();
});

const HISTORIES = [
  ['lock code bindings', 'lock_bindings', 'bound_at'],
  ['lock code scans', 'lock_scans', 'occurred_at'],
  ['shunt code exposures', 'shunt_exposures', 'shown_at'],
  ['group code joins and quits', 'group_code_events', 'occurred_at'],
  ['short link adds', 'short_link_adds', 'added_at'],
  ['short link views', 'short_link_views', "(day || 'T12:00:00+08:00')::timestamptz"],
] as const;

describe('acquiring tools seed (issue #15)', () => {
  it.each(HISTORIES)(
    "demo's %s cover about 90 days, on most of those days",
    async (_label, table, column) => {
      const [row] = (
        (await database.db.execute(
          sql.raw(`select count(*)::int as n,
            floor(extract(epoch from max(${column}) - min(${column})) / 86400)::int as span,
            count(distinct ((${column}) at time zone 'Asia/Shanghai')::date)::int as days
            from ${table} where tenant_id = 'demo'`),
        )) as unknown as { rows: { n: number; span: number; days: number }[] }
      ).rows;
      expect(row?.n).toBeGreaterThan(0);
      expect(row?.span).toBeGreaterThanOrEqual(80);
      expect(row?.span).toBeLessThanOrEqual(90);
      expect(row?.days).toBeGreaterThanOrEqual(45);
    },
  );
});
