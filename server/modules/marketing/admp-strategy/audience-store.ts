// issue #20 /admp-strategy: audiences saved with every referenced id checked to be the
// tenant's, a reference to itself (directly or through another audience) refused; list,
// sample, the editor's options.
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import type {
  AudienceBody,
  AudienceCondition,
  AudienceRow,
  AudienceSample,
} from '../../../../contract/marketing/admp-strategy';
import type { Database } from '../../../db/database';
import { customFields } from '../../../db/schema/customer-ops';
import { customerGroups, tagGroups, tags } from '../../../db/schema/customers';
import { audienceMembers, audiences } from '../../../db/schema/marketing-audience';
import { BusinessError } from '../../../http/http-errors';
import { ownTagIds } from '../../customer/shared/own-ids';
import { rowsOf } from '../../customer/shared/sql-rows';
import { containsPattern, offsetOf, pagedList } from '../../../db/list-query';

export const AUDIENCE_NOT_FOUND = 121101;
export const AUDIENCE_SELF_REFERENCE = 121102;

export function toRow(row: typeof audiences.$inferSelect): AudienceRow {
  return {
    id: row.id,
    name: row.name,
    logic: row.logic as 'and' | 'or',
    conditions: row.conditions as AudienceCondition[],
    refresh: row.refresh as 1 | 2,
    status: row.status as 1 | 2 | 3 | 4,
    size: row.size,
    error: row.error,
    computed_at: row.computedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findAudience(db: Database, tenantId: string, id: number) {
  const [row] = await db
    .select()
    .from(audiences)
    .where(and(eq(audiences.tenantId, tenantId), eq(audiences.id, id)));
  if (!row) throw new BusinessError(AUDIENCE_NOT_FOUND, '人群不存在或已被删除');
  return row;
}

/** Refuses an id of another tenant and a chain of audiences leading back to `selfId`. */
export async function checkConditions(
  db: Database,
  tenantId: string,
  conditions: readonly AudienceCondition[],
  selfId?: number,
): Promise<void> {
  const of = <K extends AudienceCondition['kind']>(kind: K) =>
    conditions.filter((c): c is Extract<AudienceCondition, { kind: K }> => c.kind === kind);
  await ownTagIds(
    db,
    tenantId,
    of('tag').flatMap((c) => c.tag_ids),
  );
  const fieldIds = [...new Set(of('custom_field').map((c) => c.field_id))];
  if (fieldIds.length) {
    const found = await db
      .select({ id: customFields.id })
      .from(customFields)
      .where(and(eq(customFields.tenantId, tenantId), inArray(customFields.id, fieldIds)));
    if (found.length !== fieldIds.length) throw new BusinessError(121103, '自定义字段不存在');
  }
  const groupIds = [...new Set(of('group').map((c) => c.group_id))];
  if (groupIds.length) {
    const found = await db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(and(eq(customerGroups.tenantId, tenantId), inArray(customerGroups.id, groupIds)));
    if (found.length !== groupIds.length) throw new BusinessError(121104, '客户群不存在');
  }
  // walk the references: a cycle back to this audience is refused (issue #20 bad input)
  const seen = new Set<number>();
  let frontier = of('audience').map((c) => c.audience_id);
  while (frontier.length) {
    if (selfId !== undefined && frontier.includes(selfId)) {
      throw new BusinessError(AUDIENCE_SELF_REFERENCE, '人群不能引用自身（含间接引用）');
    }
    const next: number[] = [];
    for (const id of frontier) {
      if (seen.has(id)) continue;
      seen.add(id);
      const referenced = await findAudience(db, tenantId, id);
      for (const c of referenced.conditions as AudienceCondition[]) {
        if (c.kind === 'audience') next.push(c.audience_id);
      }
    }
    frontier = next;
  }
}

export async function saveAudience(db: Database, tenantId: string, body: AudienceBody) {
  await checkConditions(db, tenantId, body.conditions, body.id);
  const values = {
    name: body.name,
    logic: body.logic,
    conditions: body.conditions,
    refresh: body.refresh,
    status: 1,
    error: '',
  };
  if (body.id) {
    const [row] = await db
      .update(audiences)
      .set(values)
      .where(and(eq(audiences.tenantId, tenantId), eq(audiences.id, body.id)))
      .returning({ id: audiences.id });
    if (!row) throw new BusinessError(AUDIENCE_NOT_FOUND, '人群不存在或已被删除');
    return row.id;
  }
  const [row] = await db
    .insert(audiences)
    .values({ tenantId, ...values })
    .returning({ id: audiences.id });
  return row!.id;
}

export async function listAudiences(
  db: Database,
  tenantId: string,
  query: { page: number; page_size: number; keyword?: string },
): Promise<ListData<AudienceRow>> {
  const where = and(
    eq(audiences.tenantId, tenantId),
    query.keyword ? ilike(audiences.name, containsPattern(query.keyword)) : undefined,
  );
  return pagedList(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(audiences)
        .where(where)
        .orderBy(desc(audiences.createdAt), desc(audiences.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(audiences).where(where),
    (rows) => rows.map(toRow),
  );
}

export async function deleteAudience(db: Database, tenantId: string, id: number): Promise<null> {
  const users = rowsOf<{ name: string }>(
    await db.execute(sql`select name from audiences where tenant_id = ${tenantId}
      and conditions @> ${JSON.stringify([{ kind: 'audience', audience_id: id }])}::jsonb limit 1`),
  );
  if (users[0]) {
    throw new BusinessError(121105, `人群被「${users[0].name}」引用，请先修改该人群`);
  }
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(audiences)
      .where(and(eq(audiences.tenantId, tenantId), eq(audiences.id, id)))
      .returning({ id: audiences.id });
    if (gone.length === 0) throw new BusinessError(AUDIENCE_NOT_FOUND, '人群不存在或已被删除');
    await tx
      .delete(audienceMembers)
      .where(and(eq(audienceMembers.tenantId, tenantId), eq(audienceMembers.audienceId, id)));
  });
  return null;
}

export async function audienceSample(
  db: Database,
  tenantId: string,
  id: number,
  query: { page: number; page_size: number },
): Promise<ListData<AudienceSample>> {
  const audience = await findAudience(db, tenantId, id);
  const rows = rowsOf<{ id: number; name: string; avatar: string; tags: string[] | null }>(
    await db.execute(sql`select c.id::int as id, c.name, c.avatar,
        (select array_agg(t.name order by t.name) from customer_tags ct
          join tags t on t.tenant_id = ct.tenant_id and t.id = ct.tag_id
          where ct.tenant_id = c.tenant_id and ct.customer_id = c.id) as tags
      from audience_members m join customers c on c.tenant_id = m.tenant_id and c.id = m.customer_id
      where m.tenant_id = ${tenantId} and m.audience_id = ${id}
      order by c.id limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  return {
    list: rows.map((row) => ({ ...row, id: Number(row.id), tags: row.tags ?? [] })),
    total: audience.size,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function audienceOptions(db: Database, tenantId: string) {
  const [tagRows, fields, groups, others] = await Promise.all([
    db
      .select({ id: tags.id, name: tags.name, group: tagGroups.name })
      .from(tags)
      .innerJoin(
        tagGroups,
        and(eq(tagGroups.tenantId, tags.tenantId), eq(tagGroups.id, tags.groupId)),
      )
      .where(eq(tags.tenantId, tenantId))
      .orderBy(tagGroups.sortOrder, tagGroups.id, tags.sortOrder, tags.id),
    db
      .select({ id: customFields.id, name: customFields.name, options: customFields.options })
      .from(customFields)
      .where(and(eq(customFields.tenantId, tenantId), eq(customFields.enabled, true)))
      .orderBy(customFields.sortOrder, customFields.id),
    db
      .select({ id: customerGroups.id, name: customerGroups.name })
      .from(customerGroups)
      .where(eq(customerGroups.tenantId, tenantId))
      .orderBy(customerGroups.id)
      .limit(200),
    db
      .select({ id: audiences.id, name: audiences.name })
      .from(audiences)
      .where(eq(audiences.tenantId, tenantId))
      .orderBy(desc(audiences.id)),
  ]);
  return { tags: tagRows, fields, groups, audiences: others };
}
