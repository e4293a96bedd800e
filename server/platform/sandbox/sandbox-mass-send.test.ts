import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseKind } from '../../db/database';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';
import { ANALYZE_AFTER_DELIVERIES, createSandboxMassSend } from './sandbox-mass-send';

const dialect = new PgDialect();

/** The database, counting the `analyze` statements run through it. */
function countingAnalyzes(db: Database): { db: Database; analyzes: () => number } {
  let analyzes = 0;
  const counting = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
      return (query: SQL) => {
        if (/^\s*analyze\b/i.test(dialect.sqlToQuery(query).sql)) analyzes += 1;
        return target.execute(query);
      };
    },
  });
  return { db: counting, analyzes: () => analyzes };
}

/** Delivers ANALYZE_AFTER_DELIVERIES group messages in batches of 250, as the sender does. */
async function deliverEnough(db: Database, kind: DatabaseKind, tenantId: string) {
  const platform = createSandboxMassSend(db, kind);
  const now = new Date();
  for (let first = 1; first <= ANALYZE_AFTER_DELIVERIES; first += 250) {
    const items = Array.from({ length: 250 }, (_, index) => ({
      recipientId: first + index,
      targetId: first + index,
      employeeId: 1,
    }));
    const results = await platform.deliver(tenantId, 2, items, now);
    expect(results).toHaveLength(250);
  }
}

// PGlite has no autovacuum: the sandbox refreshes sandbox_deliveries' statistics itself while
// a send fills it. On PostgreSQL autovacuum does it, and the sandbox must not add its own.
describe('sandbox deliveries: planner statistics', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.close());

  it(`on PGlite the sandbox analyzes sandbox_deliveries after every ${ANALYZE_AFTER_DELIVERIES} deliveries`, async () => {
    const counted = countingAnalyzes(database.db);
    await deliverEnough(counted.db, 'pglite', 'pglite-tenant');
    expect(counted.analyzes()).toBe(1);
  });

  it('on PostgreSQL the sandbox never analyzes sandbox_deliveries (autovacuum does)', async () => {
    const counted = countingAnalyzes(database.db);
    await deliverEnough(counted.db, 'postgres', 'postgres-tenant');
    expect(counted.analyzes()).toBe(0);
  });
});
