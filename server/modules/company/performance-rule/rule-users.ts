// The operator's display name for the rule history and the attribution audit.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema/identity';

export async function identityUsers(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? `用户${userId}`;
}
