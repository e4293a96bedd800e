// issue #9 /tag-manage "sync with the platform" (docs/domain.md §4 同步企微标签): pull the corp tags
// and make the mirror match by platform id: new groups and tags come in, renamed ones follow,
// ones deleted on the platform go (and come off customers). Reports names per change.
import { and, eq, inArray } from 'drizzle-orm';
import type { TagSyncReport } from '../../../../contract/customer/tag-manage';
import type { Database } from '../../../db/database';
import { tagGroups, tags } from '../../../db/schema/customers';
import type { PlatformAdapter } from '../../../platform/adapter';

export async function syncTags(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  now: Date,
): Promise<TagSyncReport> {
  const platform = await adapter.listCorpTags(tenantId);
  const groups = await db.select().from(tagGroups).where(eq(tagGroups.tenantId, tenantId));
  const tagRows = await db.select().from(tags).where(eq(tags.tenantId, tenantId));
  const report = { added: [] as string[], updated: [] as string[], removed: [] as string[] };
  const groupByPlatformId = new Map(groups.map((group) => [group.platformId, group]));
  const tagByPlatformId = new Map(tagRows.map((tag) => [tag.platformId, tag]));

  for (const platformGroup of platform) {
    let group = groupByPlatformId.get(platformGroup.platformId);
    if (!group) {
      // A local group of the same name adopts the platform's id instead of clashing.
      const sameName = groups.find((item) => item.name === platformGroup.name);
      [group] = sameName
        ? await db
            .update(tagGroups)
            .set({ platformId: platformGroup.platformId })
            .where(and(eq(tagGroups.tenantId, tenantId), eq(tagGroups.id, sameName.id)))
            .returning()
        : await db
            .insert(tagGroups)
            .values({
              tenantId,
              name: platformGroup.name,
              platformId: platformGroup.platformId,
              sortOrder: platformGroup.order,
            })
            .returning();
      if (!sameName) report.added.push(platformGroup.name);
    } else if (group.name !== platformGroup.name) {
      await db
        .update(tagGroups)
        .set({ name: platformGroup.name })
        .where(and(eq(tagGroups.tenantId, tenantId), eq(tagGroups.id, group.id)));
      report.updated.push(`${group.name} → ${platformGroup.name}`);
    }
    if (!group) continue;
    for (const platformTag of platformGroup.tags) {
      const tag = tagByPlatformId.get(platformTag.platformId);
      if (!tag) {
        await db
          .insert(tags)
          .values({
            tenantId,
            groupId: group.id,
            name: platformTag.name,
            platformId: platformTag.platformId,
            sortOrder: platformTag.order,
          })
          .onConflictDoUpdate({
            target: [tags.tenantId, tags.groupId, tags.name],
            set: { platformId: platformTag.platformId },
          });
        report.added.push(`${platformGroup.name}/${platformTag.name}`);
      } else if (tag.name !== platformTag.name || tag.groupId !== group.id) {
        await db
          .update(tags)
          .set({ name: platformTag.name, groupId: group.id })
          .where(and(eq(tags.tenantId, tenantId), eq(tags.id, tag.id)));
        report.updated.push(`${tag.name} → ${platformTag.name}`);
      }
    }
  }

  const platformIds = new Set(
    platform.flatMap((group) => [group.platformId, ...group.tags.map((tag) => tag.platformId)]),
  );
  const goneTags = tagRows.filter((tag) => tag.platformId && !platformIds.has(tag.platformId));
  const goneGroups = groups.filter(
    (group) => group.platformId && !platformIds.has(group.platformId),
  );
  if (goneTags.length > 0) {
    await db.delete(tags).where(
      and(
        eq(tags.tenantId, tenantId),
        inArray(
          tags.id,
          goneTags.map((tag) => tag.id),
        ),
      ),
    );
    report.removed.push(...goneTags.map((tag) => tag.name));
  }
  if (goneGroups.length > 0) {
    await db.delete(tagGroups).where(
      and(
        eq(tagGroups.tenantId, tenantId),
        inArray(
          tagGroups.id,
          goneGroups.map((group) => group.id),
        ),
      ),
    );
    report.removed.push(...goneGroups.map((group) => group.name));
  }
  return { ...report, synced_at: now.toISOString() };
}
