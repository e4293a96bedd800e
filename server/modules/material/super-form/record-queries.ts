// Collected data of a form (issue #7 /super-form/form-data): visits and submissions with
// their filters (spec §4 behaviour and customer type, a date range in China time), the
// side effects of one submission, and per-option counts for the summary charts.
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { chinaDateTimeToMs } from '../../../../contract/material/super-form/date-rule';
import type { RecordFilter } from '../../../../contract/material/super-form/query-schema';
import type { Database } from '../../../db/database';
import { superformEffects, superformRecords } from '../../../db/schema/superform';

export type RecordRow = typeof superformRecords.$inferSelect;

function conditions(tenantId: string, filter: RecordFilter): SQL | undefined {
  const parts = [
    eq(superformRecords.tenantId, tenantId),
    eq(superformRecords.formId, filter.form_id),
  ];
  if (filter.behaviour !== undefined) parts.push(eq(superformRecords.behaviour, filter.behaviour));
  if (filter.customer_type !== undefined) {
    parts.push(eq(superformRecords.customerType, filter.customer_type));
  }
  const from = filter.start_date ? chinaDateTimeToMs(`${filter.start_date} 00:00:00`) : undefined;
  const to = filter.end_date ? chinaDateTimeToMs(`${filter.end_date} 23:59:59`) : undefined;
  if (from !== undefined) parts.push(gte(superformRecords.createdAt, new Date(from)));
  if (to !== undefined) parts.push(lte(superformRecords.createdAt, new Date(to + 999)));
  return and(...parts);
}

export async function listRecords(
  db: Database,
  tenantId: string,
  filter: RecordFilter,
  page: { readonly limit: number; readonly offset: number },
) {
  const where = conditions(tenantId, filter);
  const [total] = await db.select({ value: count() }).from(superformRecords).where(where);
  const rows = await db
    .select()
    .from(superformRecords)
    .where(where)
    .orderBy(desc(superformRecords.createdAt), desc(superformRecords.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: total?.value ?? 0 };
}

export async function findRecord(db: Database, tenantId: string, id: number) {
  const [row] = await db
    .select()
    .from(superformRecords)
    .where(and(eq(superformRecords.tenantId, tenantId), eq(superformRecords.id, id)));
  return row;
}

export async function effectsOf(db: Database, tenantId: string, recordId: number) {
  return db
    .select()
    .from(superformEffects)
    .where(and(eq(superformEffects.tenantId, tenantId), eq(superformEffects.recordId, recordId)))
    .orderBy(asc(superformEffects.id));
}

/** Raw SQL answers {rows} on both drivers (PGlite and node-postgres). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface AnswerCount {
  readonly field_name: string;
  readonly answer: string;
  readonly count: number;
}

/** Submissions per chosen option (or score) per component; a checkbox counts each option. */
export async function countChoices(db: Database, tenantId: string, formId: number) {
  const result = await db.execute(sql`
    select a->>'field_name' as field_name, choice as answer, count(*)::int as count
    from ${superformRecords} r
    cross join lateral jsonb_array_elements(r.answers) a
    cross join lateral jsonb_array_elements_text(
      case jsonb_typeof(a->'value') when 'array' then a->'value' else jsonb_build_array(a->'value') end
    ) choice
    where r.tenant_id = ${tenantId} and r.form_id = ${formId} and r.behaviour = 2
      and a->>'field_type' in ('radio', 'checkbox', 'select', 'score')
    group by 1, 2`);
  const answered = await db.execute(sql`
    select a->>'field_name' as field_name, count(*)::int as count
    from ${superformRecords} r
    cross join lateral jsonb_array_elements(r.answers) a
    where r.tenant_id = ${tenantId} and r.form_id = ${formId} and r.behaviour = 2
      and a->>'field_type' in ('radio', 'checkbox', 'select', 'score')
    group by 1`);
  return {
    choices: rowsOf<AnswerCount>(result),
    answered: rowsOf<{ field_name: string; count: number }>(answered),
  };
}
