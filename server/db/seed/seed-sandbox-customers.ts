// issue #9: the sandbox history of the demo tenants, made on first start: the platform's
// directory and tags, our mirror of them, channel codes, ≈3,000 customers over 90 days with
// relations, tags, groups and a timeline. Idempotent: a tenant that already has employees is
// left alone; each tenant is written in one transaction, so a failed start leaves nothing half.
import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { employees } from '../schema/directory';
import { seededRandom } from '../../platform/sandbox/fake-people';
import { DEMO_PROFILE, SECOND_PROFILE } from './seed-sandbox-data';
import type { TenantProfile } from './seed-sandbox-data';
import { seedGroups } from './seed-sandbox-groups';
import { buildHistory } from './seed-sandbox-history';
import { insertHistory } from './seed-sandbox-insert';
import { seedTenantSetup } from './seed-sandbox-setup';

export async function seedSandboxTenant(
  db: Database,
  profile: TenantProfile,
  now: Date = new Date(),
): Promise<boolean> {
  const [existing] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.tenantId, profile.tenantId))
    .limit(1);
  if (existing) return false;
  await db.transaction(async (tx) => {
    const random = seededRandom(profile.randomSeed);
    const setup = await seedTenantSetup(tx, profile, random, now);
    const history = buildHistory(profile, setup, random, now);
    const customers = await insertHistory(tx, profile.tenantId, history);
    await seedGroups(tx, profile, random, setup.employeeIds, customers, now);
  });
  return true;
}

/** The one call in prepare-database.ts: both demo tenants. */
export async function seedSandboxCustomers(db: Database, now: Date = new Date()): Promise<void> {
  await seedSandboxTenant(db, DEMO_PROFILE, now);
  await seedSandboxTenant(db, SECOND_PROFILE, now);
}
