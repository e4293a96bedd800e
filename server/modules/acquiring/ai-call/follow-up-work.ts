// issue #16 /ai-call: what happens to numbers after the import. The sandbox platform plays the
// employees and the callees (an employee sends the friend request, the callee accepts or not,
// decided by the number so a rerun is reproducible); the hourly follow-up reminds employees
// of numbers waiting 待添加 longer than N days (once per employee, import and day) and
// recycles those waiting longer than M days to the next employee of the import (or back to
// 待分配 when there is no other), and closes imports with nothing left open.
import { and, eq, sql } from 'drizzle-orm';
import { NUMBER_STATUS } from '../../../../contract/acquiring/ai-call';
import type { Database } from '../../../db/database';
import { aiCallImports, aiCallNumbers } from '../../../db/schema/acquiring-ai-call';
import { rowsOf } from '../../customer/shared/sql-rows';
import { chinaDateOf } from '../../../../contract/china-time';

export const SIMULATE_JOB = 'acquiring.ai-call-simulate';
export const FOLLOW_UP_JOB = 'acquiring.ai-call-follow-up';

const { toAdd, awaiting, added, unassigned } = NUMBER_STATUS;

/** One sandbox round over a running import: 待通过 → 已添加 (≈70%), 待添加 → 待通过 (≈80%). */
export async function simulateRound(db: Database, tenantId: string, importId: number, at: Date) {
  const [row] = await db
    .select({ status: aiCallImports.status })
    .from(aiCallImports)
    .where(and(eq(aiCallImports.tenantId, tenantId), eq(aiCallImports.id, importId)));
  if (row?.status !== 'running') return { accepted: 0, requested: 0 };
  const roll = sql`abs(hashtext(${aiCallNumbers.phone} || ':' || ${aiCallNumbers.allotNum})) % 10`;
  const scope = and(eq(aiCallNumbers.tenantId, tenantId), eq(aiCallNumbers.importId, importId));
  const accepted = await db
    .update(aiCallNumbers)
    .set({ status: added, addedAt: at })
    .where(and(scope, eq(aiCallNumbers.status, awaiting), sql`${roll} < 7`))
    .returning({ id: aiCallNumbers.id });
  const requested = await db
    .update(aiCallNumbers)
    .set({ status: awaiting, requestedAt: at })
    .where(and(scope, eq(aiCallNumbers.status, toAdd), sql`${roll} < 8`))
    .returning({ id: aiCallNumbers.id });
  return { accepted: accepted.length, requested: requested.length };
}

/** Reminders and recycling over every running import (all tenants: a system job). */
export async function followUp(db: Database, at: Date) {
  const now = at.toISOString();
  const reminded = rowsOf<{ n: number }>(
    await db.execute(sql`with due as (
        select n.tenant_id, n.import_id, n.employee_id, count(*)::int as pending
        from ai_call_numbers n join ai_call_imports i
          on i.tenant_id = n.tenant_id and i.id = n.import_id and i.status = 'running'
        where n.status = ${toAdd} and n.employee_id is not null
          and n.assigned_at <= ${now}::timestamptz - make_interval(days => i.remind_after_days)
        group by n.tenant_id, n.import_id, n.employee_id),
      inserted as (
        insert into ai_call_reminders (tenant_id, import_id, employee_id, day, pending, created_at)
        select tenant_id, import_id, employee_id, ${chinaDateOf(at)}, pending, ${now}::timestamptz
        from due on conflict do nothing returning 1)
      select count(*)::int as n from inserted`),
  );
  // The next employee in the import's list after the current one; none when alone.
  const recycled = rowsOf<{ n: number }>(
    await db.execute(sql`with due as (
        select n.tenant_id, n.id, i.employee_ids as list,
          (select (ord - 1)::int from jsonb_array_elements(i.employee_ids) with ordinality
             as e(v, ord) where (e.v)::int = n.employee_id limit 1) as at_index
        from ai_call_numbers n join ai_call_imports i
          on i.tenant_id = n.tenant_id and i.id = n.import_id and i.status = 'running'
        where n.status = ${toAdd} and i.recycle_after_days > 0
          and n.assigned_at <= ${now}::timestamptz - make_interval(days => i.recycle_after_days)),
      moved as (
        update ai_call_numbers n set
          employee_id = case when jsonb_array_length(d.list) > 1
            then (d.list ->> ((coalesce(d.at_index, -1) + 1) % jsonb_array_length(d.list)))::int
            else null end,
          status = case when jsonb_array_length(d.list) > 1 then ${toAdd}::smallint else ${unassigned}::smallint end,
          allot_num = n.allot_num + 1,
          assigned_at = ${now}::timestamptz
        from due d where n.tenant_id = d.tenant_id and n.id = d.id returning 1)
      select count(*)::int as n from moved`),
  );
  await db.execute(sql`update ai_call_imports i set status = 'done', updated_at = ${now}::timestamptz
    where i.status = 'running' and not exists (select 1 from ai_call_numbers n
      where n.tenant_id = i.tenant_id and n.import_id = i.id
        and n.status in (${unassigned}, ${toAdd}, ${awaiting}))`);
  return { reminded: reminded[0]?.n ?? 0, recycled: recycled[0]?.n ?? 0 };
}
