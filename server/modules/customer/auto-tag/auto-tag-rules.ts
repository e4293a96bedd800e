// issue #19 /auto-tag rules: create / edit / toggle / delete (a rule needs a tag: the schema
// refuses none, and every tag id must be the tenant's), the list with hits, a rule's history.
import { and, count, desc, eq, ilike, inArray, max } from 'drizzle-orm';
import type {
  AutoTagBody,
  AutoTagConfig,
  AutoTagHitRow,
  AutoTagRuleRow,
  AutoTagType,
} from '../../../../contract/customer/auto-tag';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { autoTagHits, autoTagRules } from '../../../db/schema/customer-ops';
import { customers, tags } from '../../../db/schema/customers';
import { BusinessError } from '../../../http/http-errors';
import { ownTagIds } from '../shared/own-ids';
import { containsPattern, offsetOf } from '../../../db/list-query';

const notFound = () => new BusinessError(119301, '规则不存在或已被删除');

async function toRows(
  db: Database,
  tenantId: string,
  rules: (typeof autoTagRules.$inferSelect)[],
): Promise<AutoTagRuleRow[]> {
  const tagIds = [...new Set(rules.flatMap((rule) => rule.tagIds))];
  const tagRows = tagIds.length
    ? await db
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, tagIds)))
    : [];
  const names = new Map(tagRows.map((tag) => [tag.id, tag.name]));
  const ruleIds = rules.map((rule) => rule.id);
  const last = ruleIds.length
    ? await db
        .select({ ruleId: autoTagHits.ruleId, at: max(autoTagHits.hitAt) })
        .from(autoTagHits)
        .where(and(eq(autoTagHits.tenantId, tenantId), inArray(autoTagHits.ruleId, ruleIds)))
        .groupBy(autoTagHits.ruleId)
    : [];
  const lastAt = new Map(last.map((row) => [row.ruleId, row.at]));
  return rules.map((rule) => ({
    id: rule.id,
    name: rule.name,
    type: rule.type as AutoTagType,
    config: rule.config as AutoTagConfig,
    tags: rule.tagIds
      .filter((id) => names.has(id))
      .map((id) => ({ id, name: names.get(id) ?? '' })),
    enabled: rule.enabled,
    hit_count: rule.hitCount,
    last_hit_at: lastAt.get(rule.id)?.toISOString() ?? null,
    created_at: rule.createdAt.toISOString(),
  }));
}

export async function listRules(
  db: Database,
  tenantId: string,
  query: { page: number; page_size: number; type?: AutoTagType; name?: string },
): Promise<ListData<AutoTagRuleRow>> {
  const where = and(
    eq(autoTagRules.tenantId, tenantId),
    query.type ? eq(autoTagRules.type, query.type) : undefined,
    query.name ? ilike(autoTagRules.name, containsPattern(query.name)) : undefined,
  );
  const [rules, [total]] = await Promise.all([
    db
      .select()
      .from(autoTagRules)
      .where(where)
      .orderBy(desc(autoTagRules.createdAt), desc(autoTagRules.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(autoTagRules).where(where),
  ]);
  return {
    list: await toRows(db, tenantId, rules),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

async function ruleOf(db: Database, tenantId: string, id: number) {
  const [rule] = await db
    .select()
    .from(autoTagRules)
    .where(and(eq(autoTagRules.tenantId, tenantId), eq(autoTagRules.id, id)));
  if (!rule) throw notFound();
  return rule;
}

export async function ruleDetail(db: Database, tenantId: string, id: number) {
  const [row] = await toRows(db, tenantId, [await ruleOf(db, tenantId, id)]);
  if (!row) throw notFound();
  return row;
}

async function assertNameFree(db: Database, tenantId: string, name: string, id?: number) {
  const [clash] = await db
    .select({ id: autoTagRules.id })
    .from(autoTagRules)
    .where(and(eq(autoTagRules.tenantId, tenantId), eq(autoTagRules.name, name)));
  if (clash && clash.id !== id) throw new BusinessError(119302, `规则名称「${name}」已存在`);
}

export async function saveRule(
  db: Database,
  tenantId: string,
  body: AutoTagBody,
  at: Date,
  id?: number,
): Promise<{ id: number }> {
  const tagIds = await ownTagIds(db, tenantId, body.tag_ids);
  await assertNameFree(db, tenantId, body.name, id);
  const values = {
    name: body.name,
    type: body.config.type,
    config: body.config as Record<string, unknown>,
    tagIds,
    enabled: body.enabled,
    updatedAt: at,
  };
  if (id !== undefined) {
    await ruleOf(db, tenantId, id);
    await db
      .update(autoTagRules)
      .set(values)
      .where(and(eq(autoTagRules.tenantId, tenantId), eq(autoTagRules.id, id)));
    return { id };
  }
  const [row] = await db
    .insert(autoTagRules)
    .values({ tenantId, ...values, createdAt: at })
    .returning({ id: autoTagRules.id });
  return { id: row?.id ?? 0 };
}

export async function toggleRule(db: Database, tenantId: string, id: number, enabled: boolean) {
  await ruleOf(db, tenantId, id);
  await db
    .update(autoTagRules)
    .set({ enabled })
    .where(and(eq(autoTagRules.tenantId, tenantId), eq(autoTagRules.id, id)));
  return null;
}

export async function deleteRule(db: Database, tenantId: string, id: number) {
  await ruleOf(db, tenantId, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(autoTagHits)
      .where(and(eq(autoTagHits.tenantId, tenantId), eq(autoTagHits.ruleId, id)));
    await tx
      .delete(autoTagRules)
      .where(and(eq(autoTagRules.tenantId, tenantId), eq(autoTagRules.id, id)));
  });
  return null;
}

export async function ruleHits(
  db: Database,
  tenantId: string,
  id: number,
  paging: { page: number; page_size: number },
): Promise<ListData<AutoTagHitRow>> {
  await ruleOf(db, tenantId, id);
  const where = and(eq(autoTagHits.tenantId, tenantId), eq(autoTagHits.ruleId, id));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        customerId: autoTagHits.customerId,
        name: customers.name,
        detail: autoTagHits.detail,
        hitAt: autoTagHits.hitAt,
      })
      .from(autoTagHits)
      .leftJoin(
        customers,
        and(eq(customers.tenantId, autoTagHits.tenantId), eq(customers.id, autoTagHits.customerId)),
      )
      .where(where)
      .orderBy(desc(autoTagHits.hitAt))
      .limit(paging.page_size)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(autoTagHits).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      customer: { id: row.customerId, name: row.name ?? '已删除客户' },
      detail: row.detail,
      hit_at: row.hitAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: paging.page,
    page_size: paging.page_size,
  };
}
