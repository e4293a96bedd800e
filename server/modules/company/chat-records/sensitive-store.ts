// issue #22 sensitive-word rules and their hits (docs/domain.md §7 quality & sensitive-word
// alerts): words per tenant, unique; a hit is one row per (message, word), found by the pull;
// an operator marks alerts handled. Every query scoped by the verified token's tenant.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  sensitiveHitList,
  SensitiveHitRow,
  sensitiveWordList,
  SensitiveWordRow,
  sensitiveWordSaveSchema,
} from '../../../../contract/company/chat-records';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { chatSensitiveHits, chatSensitiveWords } from '../../../db/schema/company-chat';
import { BusinessError } from '../../../http/http-errors';
import { chinaDayEndSql, chinaDayStartSql } from '../../../db/china-time-sql';
import { containsPattern, offsetOf } from '../../../db/list-query';

export const WORD_EXISTS = 220401;
export const WORD_NOT_FOUND = 220402;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (value: unknown) => new Date(String(value)).toISOString();

type WordQuery = z.infer<NonNullable<(typeof sensitiveWordList)['query']>>;

export async function listWords(
  db: Database,
  tenantId: string,
  query: WordQuery,
): Promise<ListData<SensitiveWordRow>> {
  const where: SQL[] = [sql`w.tenant_id = ${tenantId}`];
  if (query.word) where.push(sql`w.word ilike ${containsPattern(query.word)}`);
  const filter = sql.join(where, sql` and `);
  const [count] = rowsOf<{ total: number }>(
    await db.execute(
      sql`select count(*)::int as total from chat_sensitive_words w where ${filter}`,
    ),
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select w.id, w.word, w.category, w.notify_leader, w.enabled, w.created_at,
        (select count(*)::int from chat_sensitive_hits h where h.tenant_id = w.tenant_id and h.word_id = w.id) as hits
      from chat_sensitive_words w where ${filter} order by w.id desc
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      word: String(row.word),
      category: Number(row.category),
      notify_leader: Boolean(row.notify_leader),
      enabled: Boolean(row.enabled),
      hits: Number(row.hits),
      created_at: iso(row.created_at),
    })),
    total: Number(count?.total ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

type WordBody = z.output<typeof sensitiveWordSaveSchema>;

export async function saveWord(db: Database, tenantId: string, body: WordBody) {
  const [same] = await db
    .select({ id: chatSensitiveWords.id })
    .from(chatSensitiveWords)
    .where(and(eq(chatSensitiveWords.tenantId, tenantId), eq(chatSensitiveWords.word, body.word)));
  if (same && same.id !== body.id)
    throw new BusinessError(WORD_EXISTS, `敏感词「${body.word}」已存在`);
  const values = {
    word: body.word,
    category: body.category,
    notifyLeader: body.notify_leader,
    enabled: body.enabled,
  };
  if (body.id === undefined) {
    const [created] = await db
      .insert(chatSensitiveWords)
      .values({ tenantId, ...values })
      .returning({ id: chatSensitiveWords.id });
    return { id: created!.id };
  }
  const updated = await db
    .update(chatSensitiveWords)
    .set(values)
    .where(and(eq(chatSensitiveWords.tenantId, tenantId), eq(chatSensitiveWords.id, body.id)))
    .returning({ id: chatSensitiveWords.id });
  if (updated.length === 0) throw new BusinessError(WORD_NOT_FOUND, '敏感词不存在或已删除');
  return { id: body.id };
}

export async function deleteWord(db: Database, tenantId: string, id: number) {
  const deleted = await db
    .delete(chatSensitiveWords)
    .where(and(eq(chatSensitiveWords.tenantId, tenantId), eq(chatSensitiveWords.id, id)))
    .returning({ id: chatSensitiveWords.id });
  if (deleted.length === 0) throw new BusinessError(WORD_NOT_FOUND, '敏感词不存在或已删除');
  return null;
}

type HitQuery = z.infer<NonNullable<(typeof sensitiveHitList)['query']>>;

export async function listHits(
  db: Database,
  tenantId: string,
  query: HitQuery,
  scope: DataScope,
): Promise<ListData<SensitiveHitRow> & { unhandled: number }> {
  // issue #41: a hit is in the scope of the employee whose chat it was found in.
  const inScope = (column: SQL) => scopeFilter(scope, column) ?? sql`true`;
  const where: SQL[] = [sql`h.tenant_id = ${tenantId}`, inScope(sql`h.employee_id`)];
  if (query.handled === 'yes') where.push(sql`h.handled_at is not null`);
  if (query.handled === 'no') where.push(sql`h.handled_at is null`);
  if (query.employee_id) where.push(sql`h.employee_id = ${query.employee_id}`);
  if (query.start) where.push(sql`h.hit_at >= ${chinaDayStartSql(query.start)}`);
  if (query.end) {
    where.push(sql`h.hit_at < ${chinaDayEndSql(query.end)}`);
  }
  const filter = sql.join(where, sql` and `);
  const [count] = rowsOf<{ total: number; unhandled: number }>(
    await db.execute(sql`select count(*)::int as total,
        (select count(*)::int from chat_sensitive_hits u where u.tenant_id = ${tenantId} and u.handled_at is null
          and ${inScope(sql`u.employee_id`)}) as unhandled
      from chat_sensitive_hits h where ${filter}`),
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select h.id, h.msg_id, h.word, coalesce(w.category, 1) as category, h.from_kind,
        h.excerpt, h.hit_at, h.handled_at, h.handled_by, h.employee_id, e.name as employee_name,
        h.customer_id, c.name as customer_name, h.group_id, g.name as group_name
      from chat_sensitive_hits h
      left join chat_sensitive_words w on w.tenant_id = h.tenant_id and w.id = h.word_id
      left join employees e on e.tenant_id = h.tenant_id and e.id = h.employee_id
      left join customers c on c.tenant_id = h.tenant_id and c.id = h.customer_id
      left join customer_groups g on g.tenant_id = h.tenant_id and g.id = h.group_id
      where ${filter} order by h.hit_at desc, h.id desc
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  const named = (id: unknown, name: unknown) =>
    id === null ? null : { id: Number(id), name: String(name ?? '') };
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      msg_id: String(row.msg_id),
      word: String(row.word),
      category: Number(row.category),
      employee: named(row.employee_id, row.employee_name),
      customer: named(row.customer_id, row.customer_name),
      group: named(row.group_id, row.group_name),
      from_kind: Number(row.from_kind) === 2 ? 2 : 1,
      excerpt: String(row.excerpt),
      hit_at: iso(row.hit_at),
      handled_at: row.handled_at ? iso(row.handled_at) : null,
      handled_by: String(row.handled_by ?? ''),
    })),
    total: Number(count?.total ?? 0),
    unhandled: Number(count?.unhandled ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

export async function handleHits(db: Database, tenantId: string, ids: number[], by: string) {
  const handled = await db
    .update(chatSensitiveHits)
    .set({ handledAt: new Date(), handledBy: by })
    .where(
      and(
        eq(chatSensitiveHits.tenantId, tenantId),
        inArray(chatSensitiveHits.id, ids),
        isNull(chatSensitiveHits.handledAt),
      ),
    )
    .returning({ id: chatSensitiveHits.id });
  return { handled: handled.length };
}
