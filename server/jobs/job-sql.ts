// Small SQL helpers of the job runner: pg-boss statements run inside a drizzle transaction,
// and deterministic job ids for idempotency keys.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database';

/** pg-boss's `db` adapter: `executeSql(text, values)` answering `{ rows }`. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Turns `... $1 ... $2::int ...` with its values into a drizzle SQL (one statement). */
export function textToSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
    ),
  );
}

/**
 * An executor over a drizzle database or transaction: lets pg-boss insert a job in the
 * same transaction as our job record (both or neither).
 */
export function drizzleExecutor(db: Database): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(textToSql(text, values))) as unknown as {
        rows: unknown[];
      };
      return { rows: result.rows };
    },
  };
}

/** A UUID derived from name, tenant and key (same inputs, same id: the dedupe). */
export function keyedJobId(name: string, tenantId: string | null, key: string): string {
  const hex = createHash('sha256')
    .update(`${name}\u0000${tenantId ?? ''}\u0000${key}`)
    .digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(18, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/**
 * Two processes starting together both create the queue's partition; PostgreSQL may pick
 * one as a deadlock victim (40P01, seen in job-postgres.test.ts). The creation is
 * idempotent, so the victim tries again.
 */
export async function createQueueRetryingDeadlocks(
  boss: PgBoss,
  queue: PgBoss.Queue,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      const deadlock = (error as { code?: unknown }).code === '40P01';
      if (!deadlock || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100 * attempt));
    }
  }
}
