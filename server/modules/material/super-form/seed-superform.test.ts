import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSuperforms } from '../../../db/seed/seed-superform';
import { superformRecords, superforms } from '../../../db/schema/superform';
import { createTestDatabase } from '../../../test-support/test-database';
import type { TestDatabase } from '../../../test-support/test-database';
import { rowToInput } from './form-mapping';
import { prepareFormInput } from './form-input';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('super-form demo seed (issue #7)', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const counts = async () => [
      (await database.db.select({ n: count() }).from(superforms))[0]?.n,
      (await database.db.select({ n: count() }).from(superformRecords))[0]?.n,
    ];
    const first = await counts();
    await seedSuperforms(database.db);
    expect(await counts()).toEqual(first);
    expect(first).toEqual([2, 11]);
  });

  it('seeds forms that pass every rule of the editor', async () => {
    const rows = await database.db.select().from(superforms).where(eq(superforms.tenantId, 'demo'));
    for (const row of rows) {
      const prepared = await prepareFormInput(rowToInput(row));
      expect(prepared).toMatchObject({ ok: true });
    }
  });
});
