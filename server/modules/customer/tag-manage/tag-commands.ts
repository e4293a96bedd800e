// /tag-manage writes (issue #9): create a group with several tags, add several tags, rename,
// reorder and delete. The platform hears first (add/edit/del_corp_tag, its ids come back),
// then the mirror. Names are unique in their group; a delete takes the tag off customers.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TAG_ERROR_CODES } from '../../../../contract/customer/tag-manage';
import type { CreateTagGroupBody } from '../../../../contract/customer/tag-manage';
import type { Database } from '../../../db/database';
import { BusinessError } from '../../../http/http-errors';
import { tagGroups, tags } from '../../../db/schema/customers';
import type { PlatformAdapter } from '../../../platform/adapter';
import { tagGroupOf, tagOf } from './tag-queries';

interface TagIdResult {
  id: number;
}

const groupNotFound = () =>
  new BusinessError(TAG_ERROR_CODES.tagGroupNotFound, '标签组不存在或已被删除');
const tagNotFound = () => new BusinessError(TAG_ERROR_CODES.tagNotFound, '标签不存在或已被删除');
const groupTaken = (name: string) =>
  new BusinessError(TAG_ERROR_CODES.tagGroupNameTaken, `标签组名称「${name}」已存在，请换一个名称`);
const tagTaken = (name: string) =>
  new BusinessError(TAG_ERROR_CODES.tagNameTaken, `标签「${name}」已存在于该标签组，请换一个名称`);

async function groupNameTaken(db: Database, tenantId: string, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: tagGroups.id })
    .from(tagGroups)
    .where(and(eq(tagGroups.tenantId, tenantId), eq(tagGroups.name, name)));
  return rows.some((row) => row.id !== exceptId);
}

async function takenTagNames(
  db: Database,
  tenantId: string,
  groupId: number,
  names: readonly string[],
) {
  const rows = await db
    .select({ name: tags.name })
    .from(tags)
    .where(
      and(eq(tags.tenantId, tenantId), eq(tags.groupId, groupId), inArray(tags.name, [...names])),
    );
  return rows.map((row) => row.name);
}

export async function createTagGroup(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  body: CreateTagGroupBody,
): Promise<TagIdResult> {
  if (await groupNameTaken(db, tenantId, body.name)) throw groupTaken(body.name);
  const platform = await adapter.addCorpTags(tenantId, { name: body.name }, body.tags);
  const [{ next } = { next: 0 }] = await db
    .select({ next: sql<number>`coalesce(max(${tagGroups.sortOrder}) + 1, 0)::int` })
    .from(tagGroups)
    .where(eq(tagGroups.tenantId, tenantId));
  const [group] = await db
    .insert(tagGroups)
    .values({ tenantId, name: body.name, platformId: platform.platformId, sortOrder: next })
    .returning({ id: tagGroups.id });
  if (!group) throw groupNotFound();
  await insertTags(db, tenantId, group.id, platform.tags.slice(-body.tags.length), 0);
  return { id: group.id };
}

async function insertTags(
  db: Database,
  tenantId: string,
  groupId: number,
  platformTags: readonly { platformId: string; name: string }[],
  firstOrder: number,
): Promise<void> {
  if (platformTags.length === 0) return;
  await db.insert(tags).values(
    platformTags.map((tag, index) => ({
      tenantId,
      groupId,
      name: tag.name,
      platformId: tag.platformId,
      sortOrder: firstOrder + index,
    })),
  );
}

export async function addTags(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  groupId: number,
  names: readonly string[],
): Promise<{ added: number }> {
  const group = await tagGroupOf(db, tenantId, groupId);
  if (!group) throw groupNotFound();
  const [taken] = await takenTagNames(db, tenantId, groupId, names);
  if (taken) throw tagTaken(taken);
  const platform = await adapter.addCorpTags(
    tenantId,
    { platformId: group.platformId, name: group.name },
    names,
  );
  const [{ next } = { next: 0 }] = await db
    .select({ next: sql<number>`coalesce(max(${tags.sortOrder}) + 1, 0)::int` })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.groupId, groupId)));
  await insertTags(db, tenantId, groupId, platform.tags.slice(-names.length), next);
  return { added: names.length };
}

export async function renameTagGroup(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  groupId: number,
  name: string,
): Promise<TagIdResult> {
  const group = await tagGroupOf(db, tenantId, groupId);
  if (!group) throw groupNotFound();
  if (await groupNameTaken(db, tenantId, name, groupId)) throw groupTaken(name);
  if (group.platformId) await adapter.editCorpTag(tenantId, group.platformId, name);
  await db
    .update(tagGroups)
    .set({ name })
    .where(and(eq(tagGroups.tenantId, tenantId), eq(tagGroups.id, groupId)));
  return { id: groupId };
}

export async function renameTag(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  tagId: number,
  name: string,
): Promise<TagIdResult> {
  const tag = await tagOf(db, tenantId, tagId);
  if (!tag) throw tagNotFound();
  const taken = await takenTagNames(db, tenantId, tag.groupId, [name]);
  if (taken.length > 0 && tag.name !== name) throw tagTaken(name);
  if (tag.platformId) await adapter.editCorpTag(tenantId, tag.platformId, name);
  await db
    .update(tags)
    .set({ name })
    .where(and(eq(tags.tenantId, tenantId), eq(tags.id, tagId)));
  return { id: tagId };
}

/** Deleting a tag (or a group with its tags) takes it off every customer (FK cascade). */
export async function deleteTag(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  tagId: number,
): Promise<TagIdResult> {
  const tag = await tagOf(db, tenantId, tagId);
  if (!tag) throw tagNotFound();
  if (tag.platformId) await adapter.deleteCorpTags(tenantId, [tag.platformId]);
  await db.delete(tags).where(and(eq(tags.tenantId, tenantId), eq(tags.id, tagId)));
  return { id: tagId };
}

export async function deleteTagGroup(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  groupId: number,
): Promise<TagIdResult> {
  const group = await tagGroupOf(db, tenantId, groupId);
  if (!group) throw groupNotFound();
  if (group.platformId) await adapter.deleteCorpTags(tenantId, [group.platformId]);
  await db
    .delete(tagGroups)
    .where(and(eq(tagGroups.tenantId, tenantId), eq(tagGroups.id, groupId)));
  return { id: groupId };
}

/** The new order of the groups (groupId undefined) or of one group's tags: every id, in order. */
export async function reorder(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  ids: readonly number[],
  groupId?: number,
): Promise<{ ids: readonly number[] }> {
  const table = groupId === undefined ? tagGroups : tags;
  const rows =
    groupId === undefined
      ? await db
          .select({ id: tagGroups.id, name: tagGroups.name, platformId: tagGroups.platformId })
          .from(tagGroups)
          .where(eq(tagGroups.tenantId, tenantId))
      : await db
          .select({ id: tags.id, name: tags.name, platformId: tags.platformId })
          .from(tags)
          .where(and(eq(tags.tenantId, tenantId), eq(tags.groupId, groupId)));
  const known = new Map(rows.map((row) => [row.id, row]));
  if (
    ids.length !== rows.length ||
    ids.some((id) => !known.has(id)) ||
    new Set(ids).size !== ids.length
  ) {
    throw groupId === undefined ? groupNotFound() : tagNotFound();
  }
  for (const [order, id] of ids.entries()) {
    const row = known.get(id);
    if (row?.platformId) await adapter.editCorpTag(tenantId, row.platformId, row.name, order);
    await db
      .update(table)
      .set({ sortOrder: order })
      .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  }
  return { ids };
}
