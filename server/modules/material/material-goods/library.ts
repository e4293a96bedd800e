// issue #20 material library: list (type, group, keyword), save, delete, count a use.
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListData } from '../../../../contract/envelope';
import type {
  MaterialBody,
  MaterialRow,
  MaterialType,
  materialQuery,
} from '../../../../contract/material/material-goods';
import type { Database } from '../../../db/database';
import { materials } from '../../../db/schema/material';
import { BusinessError } from '../../../http/http-errors';
import { containsPattern, offsetOf } from '../../../db/list-query';

export const MATERIAL_NOT_FOUND = 120101;

function toRow(row: typeof materials.$inferSelect): MaterialRow {
  return {
    id: row.id,
    type: row.type as MaterialType,
    title: row.title,
    content: row.content,
    url: row.url,
    cover_url: row.coverUrl,
    group_name: row.groupName,
    tags: row.tags,
    usage_count: row.usageCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listMaterials(
  db: Database,
  tenantId: string,
  query: z.output<typeof materialQuery>,
): Promise<ListData<MaterialRow> & { groups: string[] }> {
  const where = and(
    eq(materials.tenantId, tenantId),
    query.type ? eq(materials.type, query.type) : undefined,
    query.group_name ? eq(materials.groupName, query.group_name) : undefined,
    query.keyword
      ? or(
          ilike(materials.title, containsPattern(query.keyword)),
          sql`${query.keyword} = any(${materials.tags})`,
        )
      : undefined,
  );
  const [rows, [total], groups] = await Promise.all([
    db
      .select()
      .from(materials)
      .where(where)
      .orderBy(desc(materials.updatedAt), desc(materials.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(materials)
      .where(where),
    db
      .selectDistinct({ name: materials.groupName })
      .from(materials)
      .where(eq(materials.tenantId, tenantId))
      .orderBy(materials.groupName),
  ]);
  return {
    list: rows.map(toRow),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    groups: groups.map((group) => group.name),
  };
}

export async function saveMaterial(
  db: Database,
  tenantId: string,
  body: MaterialBody,
  now: Date,
): Promise<{ id: number }> {
  const values = {
    type: body.type,
    title: body.title,
    content: body.content,
    url: body.url,
    coverUrl: body.cover_url,
    groupName: body.group_name,
    tags: [...new Set(body.tags)],
    updatedAt: now,
  };
  if (body.id) {
    const [row] = await db
      .update(materials)
      .set(values)
      .where(and(eq(materials.tenantId, tenantId), eq(materials.id, body.id)))
      .returning({ id: materials.id });
    if (!row) throw new BusinessError(MATERIAL_NOT_FOUND, '素材不存在或已被删除');
    return row;
  }
  const [row] = await db
    .insert(materials)
    .values({ tenantId, ...values, createdAt: now })
    .returning({ id: materials.id });
  return { id: row!.id };
}

export async function deleteMaterial(db: Database, tenantId: string, id: number): Promise<null> {
  const gone = await db
    .delete(materials)
    .where(and(eq(materials.tenantId, tenantId), eq(materials.id, id)))
    .returning({ id: materials.id });
  if (gone.length === 0) throw new BusinessError(MATERIAL_NOT_FOUND, '素材不存在或已被删除');
  return null;
}

export async function useMaterial(
  db: Database,
  tenantId: string,
  id: number,
): Promise<MaterialRow> {
  const [row] = await db
    .update(materials)
    .set({ usageCount: sql`${materials.usageCount} + 1` })
    .where(and(eq(materials.tenantId, tenantId), eq(materials.id, id)))
    .returning();
  if (!row) throw new BusinessError(MATERIAL_NOT_FOUND, '素材不存在或已被删除');
  return toRow(row);
}
