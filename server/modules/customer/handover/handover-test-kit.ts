// Test helpers of the hand-over server tests (docs/handover.md): a team of employees of the
// demo tenant and customers of the first, written straight into the database.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';

const TENANT = 'demo';
const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Two members on the job (and one who left) and `count` customers of the first. */
export async function seedTeam(db: Database, prefix: string, count: number) {
  const [from, to, left] = await rowsOf<{ id: number }>(
    db,
    sql`insert into employees (tenant_id, platform_user_id, name, status)
      values (${TENANT}, ${`${prefix}-from`}, '转出员工', 1), (${TENANT}, ${`${prefix}-to`}, '接替员工', 1),
        (${TENANT}, ${`${prefix}-left`}, '离职员工', 2)
      returning id`,
  );
  const customers = await rowsOf<{ id: number; external_user_id: string }>(
    db,
    sql`insert into customers (tenant_id, external_user_id, name, last_added_at)
      select ${TENANT}, ${`wm${prefix}`} || lpad(n::text, 4, '0'), '客户' || n, now()
      from generate_series(1, ${count}) n
      returning id, external_user_id`,
  );
  await db.execute(sql`insert into customer_relations (tenant_id, customer_id, employee_id, added_at)
    select ${TENANT}, id, ${from?.id}, now() from customers
    where tenant_id = ${TENANT} and external_user_id like ${`wm${prefix}%`}`);
  return { from: Number(from?.id), to: Number(to?.id), left: Number(left?.id), customers };
}
