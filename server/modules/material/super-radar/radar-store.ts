// issue #20 /super-radar: the radar list and record, save (tags checked to be the tenant's),
// delete with its links and opens.
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import type { RadarBody, RadarRow, RadarType } from '../../../../contract/material/super-radar';
import type { Database } from '../../../db/database';
import { tags } from '../../../db/schema/customers';
import { radarLinks, radarOpens, radars } from '../../../db/schema/material';
import { BusinessError } from '../../../http/http-errors';
import { ownTagIds } from '../../customer/shared/own-ids';
import { containsPattern, pagedList } from '../../../db/list-query';

export const RADAR_NOT_FOUND = 120201;

const figures = {
  sends: sql<number>`(select count(*)::int from radar_links l
    where l.tenant_id = "radars"."tenant_id" and l.radar_id = "radars"."id")`,
  opens: sql<number>`(select count(*)::int from radar_opens o
    where o.tenant_id = "radars"."tenant_id" and o.radar_id = "radars"."id")`,
  viewers: sql<number>`(select count(distinct o.customer_id)::int from radar_opens o
    where o.tenant_id = "radars"."tenant_id" and o.radar_id = "radars"."id")`,
};

async function toRows(
  db: Database,
  tenantId: string,
  rows: Array<typeof radars.$inferSelect & { sends: number; opens: number; viewers: number }>,
): Promise<RadarRow[]> {
  const tagIds = [...new Set(rows.flatMap((row) => row.tagIds))];
  const names = tagIds.length
    ? await db
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, tagIds)))
    : [];
  const byId = new Map(names.map((tag) => [tag.id, tag.name]));
  return rows.map((row) => ({
    id: row.id,
    type: row.type as RadarType,
    title: row.title,
    url: row.url,
    file_name: row.fileName,
    file_size: row.fileSize,
    article: row.article,
    action_notice: row.actionNotice,
    tags: row.tagIds.flatMap((id) => (byId.has(id) ? [{ id, name: byId.get(id)! }] : [])),
    score: row.score,
    enabled: row.enabled,
    sends: row.sends,
    opens: row.opens,
    viewers: row.viewers,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function listRadars(
  db: Database,
  tenantId: string,
  query: { page: number; page_size: number; keyword?: string; type?: string },
): Promise<ListData<RadarRow>> {
  const where = and(
    eq(radars.tenantId, tenantId),
    query.keyword ? ilike(radars.title, containsPattern(query.keyword)) : undefined,
    query.type ? eq(radars.type, Number(query.type)) : undefined,
  );
  return pagedList(
    query,
    ({ limit, offset }) =>
      db
        .select({ ...figures, radar: radars })
        .from(radars)
        .where(where)
        .orderBy(desc(radars.createdAt), desc(radars.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(radars).where(where),
    (rows) =>
      toRows(
        db,
        tenantId,
        rows.map(({ radar, ...counts }) => ({ ...radar, ...counts })),
      ),
  );
}

export async function getRadar(db: Database, tenantId: string, id: number): Promise<RadarRow> {
  const [row] = await db
    .select({ ...figures, radar: radars })
    .from(radars)
    .where(and(eq(radars.tenantId, tenantId), eq(radars.id, id)));
  if (!row) throw new BusinessError(RADAR_NOT_FOUND, '雷达不存在或已被删除');
  const { radar, ...counts } = row;
  const [result] = await toRows(db, tenantId, [{ ...radar, ...counts }]);
  return result!;
}

export async function saveRadar(
  db: Database,
  tenantId: string,
  body: RadarBody,
): Promise<{ id: number }> {
  const tagIds = await ownTagIds(db, tenantId, body.tag_ids);
  const values = {
    type: body.type,
    title: body.title,
    url: body.type === 3 ? '' : body.url,
    fileName: body.type === 2 ? body.file_name : '',
    fileSize: body.type === 2 ? body.file_size : 0,
    article: body.type === 3 ? body.article : '',
    actionNotice: body.action_notice,
    tagIds,
    score: body.score,
  };
  if (body.id) {
    const [row] = await db
      .update(radars)
      .set(values)
      .where(and(eq(radars.tenantId, tenantId), eq(radars.id, body.id)))
      .returning({ id: radars.id });
    if (!row) throw new BusinessError(RADAR_NOT_FOUND, '雷达不存在或已被删除');
    return row;
  }
  const [row] = await db
    .insert(radars)
    .values({ tenantId, ...values })
    .returning({ id: radars.id });
  return { id: row!.id };
}

export async function deleteRadar(db: Database, tenantId: string, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(radars)
      .where(and(eq(radars.tenantId, tenantId), eq(radars.id, id)))
      .returning({ id: radars.id });
    if (gone.length === 0) throw new BusinessError(RADAR_NOT_FOUND, '雷达不存在或已被删除');
    await tx
      .delete(radarOpens)
      .where(and(eq(radarOpens.tenantId, tenantId), eq(radarOpens.radarId, id)));
    await tx
      .delete(radarLinks)
      .where(and(eq(radarLinks.tenantId, tenantId), eq(radarLinks.radarId, id)));
  });
  return null;
}
