// issue #15: 90 days of history for demo's acquiring tools (lock codes with bindings and kept
// rescans, shunt codes with exposures and adds, group codes over demo's groups, short links
// with views, adds and a quota), so every statistics page shows real numbers on a fresh
// start. Idempotent (a tenant with a lock code is left alone), bulk inserts, one transaction.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../database';
import { seededRandom } from '../../platform/sandbox/fake-people';
import type { Random } from '../../platform/sandbox/fake-people';
import { channelCodes } from '../schema/acquiring';
import { lockCodes } from '../schema/acquiring-tools';
import { customerGroups, customers } from '../schema/customers';
import { employees } from '../schema/directory';
import { seedGroupCodes, seedShortLinks } from './seed-acquiring-links';
import { seedLockCodes, seedShuntCodes } from './seed-acquiring-codes';
import { chinaClock } from '../../../contract/china-time';

export interface ToolSeedContext {
  readonly tenantId: string;
  readonly random: Random;
  readonly now: Date;
  readonly employeeIds: readonly number[];
  readonly customerIds: readonly number[];
  readonly groups: readonly { id: number; name: string }[];
  readonly channelCodeIds: readonly number[];
}

export const DAY_MS = 86_400_000;
export const key = () => randomBytes(16).toString('hex');
export const state = (prefix: string) => `${prefix}${randomBytes(10).toString('hex')}`;

/** A time on the China day `daysAgo` before `now`, between 09:00 and 21:00 (never future). */
export function timeOn(context: ToolSeedContext, daysAgo: number): Date {
  const dayStart = chinaClock(context.now).dayStart.getTime();
  const at = dayStart - daysAgo * DAY_MS + (9 + context.random() * 12) * 3600_000;
  return new Date(Math.min(at, context.now.getTime() - 60_000));
}

export async function seedAcquiringTools(
  db: Database,
  tenantId = 'demo',
  now = new Date(),
): Promise<boolean> {
  const [existing] = await db
    .select({ id: lockCodes.id })
    .from(lockCodes)
    .where(eq(lockCodes.tenantId, tenantId))
    .limit(1);
  if (existing) return false;
  const staff = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.status, 1)))
    .orderBy(asc(employees.id))
    .limit(8);
  if (staff.length < 3) return false;
  const people = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.tenantId, tenantId))
    .orderBy(asc(customers.id))
    .limit(600);
  const groups = await db
    .select({ id: customerGroups.id, name: customerGroups.name })
    .from(customerGroups)
    .where(and(eq(customerGroups.tenantId, tenantId), isNull(customerGroups.dismissedAt)))
    .orderBy(asc(customerGroups.id))
    .limit(6);
  const codes = await db
    .select({ id: channelCodes.id })
    .from(channelCodes)
    .where(eq(channelCodes.tenantId, tenantId))
    .orderBy(asc(channelCodes.id))
    .limit(3);
  await db.transaction(async (tx) => {
    const context: ToolSeedContext = {
      tenantId,
      random: seededRandom(1515),
      now,
      employeeIds: staff.map((row) => row.id),
      customerIds: people.map((row) => row.id),
      groups,
      channelCodeIds: codes.map((row) => row.id),
    };
    await seedLockCodes(tx, context);
    await seedShuntCodes(tx, context);
    await seedGroupCodes(tx, context);
    await seedShortLinks(tx, context);
  });
  return true;
}
