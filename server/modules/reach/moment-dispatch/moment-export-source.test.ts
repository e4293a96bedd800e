import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test-support/test-database';
import type { TestDatabase } from '../../../test-support/test-database';
import { momentExportSource } from './moment-export-source';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('/moment-dispatch export: one instant for the whole file', () => {
  it('reads every page at the moment the operator asked, so a task started since keeps the status it had then', async () => {
    const db = database.db;
    const [task] = (
      (await db.execute(sql`select name, publish_at from moment_tasks
        where tenant_id = 'demo' and cancelled_at is null and publish_at < now()
        order by publish_at desc limit 1`)) as unknown as {
        rows: Array<{ name: string; publish_at: string | Date }>;
      }
    ).rows;
    expect(task).toBeDefined();
    const asked = new Date(new Date(task!.publish_at).getTime() - 60_000);
    const notStarted = momentExportSource.parseFilters({ status: '1' });
    const names = async (asOf?: Date) => {
      const written: string[] = [];
      for await (const batch of momentExportSource.batches(db, 'demo', notStarted, 2, asOf))
        written.push(...batch.map((row) => String(row.name)));
      return written;
    };
    // Asked a minute before it was published: the file lists it as 未开始, on whatever page.
    const then = await names(asked);
    expect(then).toContain(task!.name);
    expect(await momentExportSource.count(db, 'demo', notStarted, asked)).toBe(then.length);
    // Read now, it has started and is not in the 未开始 file.
    expect(await names()).not.toContain(task!.name);
  });
});
