// Test helpers of issue #19's customer-area server tests: a test app with demo's and
// second's admins signed in, a row that must exist, and one active demo relation.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { customerRelations } from '../../../db/schema/customers';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, admin2 } from '../customer-list/customer-core.test-kit';
import type { Caller } from '../customer-list/customer-core.test-kit';

export async function openCustomerArea(): Promise<{ t: TestApp; demo: Caller; second: Caller }> {
  const t = await createTestApp();
  return { t, demo: await admin(t.app), second: await admin2(t.app) };
}

export const firstOf = async <T>(rows: Promise<T[]>) => {
  const [row] = await rows;
  if (!row) throw new Error('fixture missing');
  return row;
};

export const activeRelation = (db: Database) =>
  firstOf(
    db
      .select()
      .from(customerRelations)
      .where(
        and(
          eq(customerRelations.tenantId, 'demo'),
          isNull(customerRelations.deletedByCustomerAt),
          isNull(customerRelations.deletedByEmployeeAt),
        ),
      )
      .limit(1),
  );
