// One piece of work per key at a time, across requests and processes: a transaction-scoped
// PostgreSQL advisory lock, released at commit or rollback (PGlite has one connection, so
// there the transaction alone already serialises). Keys are text, hashed to the lock's int.
import { sql } from 'drizzle-orm';
import type { Database } from './database';

/** Call first inside `db.transaction`: waits until no other transaction holds `key`. */
export async function lockForTransaction(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
