// /tag-manage reads: the tenant's tag groups in order, each with its tags and how many
// customers carry each tag (shown before a delete, issue #9).
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { TagGroupRow } from '../../../../contract/customer/tag-manage';
import type { Database } from '../../../db/database';
import { customerTags, tagGroups, tags } from '../../../db/schema/customers';

export async function listTagGroups(
  db: Database,
  tenantId: string,
  options: { withCounts: boolean },
): Promise<TagGroupRow[]> {
  const [groups, tagRows] = await Promise.all([
    db
      .select({ id: tagGroups.id, name: tagGroups.name, order: tagGroups.sortOrder })
      .from(tagGroups)
      .where(eq(tagGroups.tenantId, tenantId))
      .orderBy(asc(tagGroups.sortOrder), asc(tagGroups.id)),
    db
      .select({ id: tags.id, group_id: tags.groupId, name: tags.name, order: tags.sortOrder })
      .from(tags)
      .where(eq(tags.tenantId, tenantId))
      .orderBy(asc(tags.sortOrder), asc(tags.id)),
  ]);
  const counts = options.withCounts
    ? await db
        .select({ tagId: customerTags.tagId, value: count() })
        .from(customerTags)
        .where(eq(customerTags.tenantId, tenantId))
        .groupBy(customerTags.tagId)
    : [];
  const countOf = new Map(counts.map((row) => [row.tagId, row.value]));
  return groups.map((group) => ({
    ...group,
    tags: tagRows
      .filter((tag) => tag.group_id === group.id)
      .map((tag) => ({ ...tag, customer_count: countOf.get(tag.id) ?? 0 })),
  }));
}

/** The ids among `tagIds` that exist in this tenant (never trust ids from a body). */
export async function existingTagIds(
  db: Database,
  tenantId: string,
  tagIds: readonly number[],
): Promise<Set<number>> {
  if (tagIds.length === 0) return new Set();
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, [...tagIds])));
  return new Set(rows.map((row) => row.id));
}

export async function tagGroupOf(db: Database, tenantId: string, groupId: number) {
  const [group] = await db
    .select()
    .from(tagGroups)
    .where(and(eq(tagGroups.tenantId, tenantId), eq(tagGroups.id, groupId)));
  return group;
}

export async function tagOf(db: Database, tenantId: string, tagId: number) {
  const [tag] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.id, tagId)));
  return tag;
}
