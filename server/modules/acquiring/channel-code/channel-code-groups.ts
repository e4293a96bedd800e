// issue #9 /channel-code groups (docs/domain.md §1 group CRUD): every tenant has a 默认分组 that
// cannot be deleted and takes the codes of a deleted group; names are unique in the tenant.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { CHANNEL_CODE_ERROR_CODES } from '../../../../contract/acquiring/channel-code';
import type { ChannelCodeGroupRow } from '../../../../contract/acquiring/channel-code';
import type { Database } from '../../../db/database';
import { BusinessError } from '../../../http/http-errors';
import { channelCodeGroups, channelCodes } from '../../../db/schema/acquiring';

export const DEFAULT_GROUP_NAME = '默认分组';

const groupNotFound = () =>
  new BusinessError(CHANNEL_CODE_ERROR_CODES.groupNotFound, '活码分组不存在或已被删除');
const nameTaken = (name: string) =>
  new BusinessError(
    CHANNEL_CODE_ERROR_CODES.groupNameTaken,
    `分组名称「${name}」已存在，请换一个名称`,
  );

/** The tenant's 默认分组, made on first use. */
export async function defaultGroupId(db: Database, tenantId: string): Promise<number> {
  const where = and(
    eq(channelCodeGroups.tenantId, tenantId),
    eq(channelCodeGroups.isDefault, true),
  );
  const [existing] = await db
    .select({ id: channelCodeGroups.id })
    .from(channelCodeGroups)
    .where(where);
  if (existing) return existing.id;
  await db
    .insert(channelCodeGroups)
    .values({ tenantId, name: DEFAULT_GROUP_NAME, isDefault: true, sortOrder: 0 })
    .onConflictDoNothing();
  const [created] = await db
    .select({ id: channelCodeGroups.id })
    .from(channelCodeGroups)
    .where(where);
  if (!created) throw new Error('default channel-code group missing');
  return created.id;
}

export async function groupExists(
  db: Database,
  tenantId: string,
  groupId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: channelCodeGroups.id })
    .from(channelCodeGroups)
    .where(and(eq(channelCodeGroups.tenantId, tenantId), eq(channelCodeGroups.id, groupId)));
  return row !== undefined;
}

export async function listGroups(db: Database, tenantId: string): Promise<ChannelCodeGroupRow[]> {
  await defaultGroupId(db, tenantId);
  const rows = await db
    .select({
      id: channelCodeGroups.id,
      name: channelCodeGroups.name,
      is_default: channelCodeGroups.isDefault,
      // Written out: drizzle leaves columns unqualified inside a select list.
      code_count: sql<number>`(select count(*)::int from channel_codes c
        where c.tenant_id = channel_code_groups.tenant_id and c.group_id = channel_code_groups.id)`,
    })
    .from(channelCodeGroups)
    .where(eq(channelCodeGroups.tenantId, tenantId))
    .orderBy(asc(channelCodeGroups.sortOrder), asc(channelCodeGroups.id));
  return rows;
}

async function nameInUse(db: Database, tenantId: string, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: channelCodeGroups.id })
    .from(channelCodeGroups)
    .where(and(eq(channelCodeGroups.tenantId, tenantId), eq(channelCodeGroups.name, name)));
  return rows.some((row) => row.id !== exceptId);
}

export async function createGroup(db: Database, tenantId: string, name: string) {
  if (await nameInUse(db, tenantId, name)) throw nameTaken(name);
  const [{ value } = { value: 0 }] = await db
    .select({ value: count() })
    .from(channelCodeGroups)
    .where(eq(channelCodeGroups.tenantId, tenantId));
  const [row] = await db
    .insert(channelCodeGroups)
    .values({ tenantId, name, sortOrder: value })
    .returning({ id: channelCodeGroups.id });
  return { id: row?.id };
}

export async function renameGroup(db: Database, tenantId: string, groupId: number, name: string) {
  if (!(await groupExists(db, tenantId, groupId))) throw groupNotFound();
  if (await nameInUse(db, tenantId, name, groupId)) throw nameTaken(name);
  await db
    .update(channelCodeGroups)
    .set({ name })
    .where(and(eq(channelCodeGroups.tenantId, tenantId), eq(channelCodeGroups.id, groupId)));
  return { id: groupId };
}

export async function deleteGroup(db: Database, tenantId: string, groupId: number) {
  const [group] = await db
    .select({ isDefault: channelCodeGroups.isDefault })
    .from(channelCodeGroups)
    .where(and(eq(channelCodeGroups.tenantId, tenantId), eq(channelCodeGroups.id, groupId)));
  if (!group) throw groupNotFound();
  if (group.isDefault)
    throw new BusinessError(CHANNEL_CODE_ERROR_CODES.defaultGroupLocked, '默认分组不能删除');
  const fallback = await defaultGroupId(db, tenantId);
  await db
    .update(channelCodes)
    .set({ groupId: fallback })
    .where(and(eq(channelCodes.tenantId, tenantId), eq(channelCodes.groupId, groupId)));
  await db
    .delete(channelCodeGroups)
    .where(and(eq(channelCodeGroups.tenantId, tenantId), eq(channelCodeGroups.id, groupId)));
  return { id: groupId, moved_to: fallback };
}
