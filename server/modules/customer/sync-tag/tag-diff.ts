// issue #19 /sync-tag: our tags against the platform's, matched by platform id (a rename on
// either side is "renamed", never a new tag); tags with no platform id are only here.
import { eq } from 'drizzle-orm';
import type { TagDiff, TagDiffRow } from '../../../../contract/customer/sync-tag';
import type { Database } from '../../../db/database';
import { tagGroups, tags } from '../../../db/schema/customers';
import type { PlatformAdapter } from '../../../platform/adapter';

export async function diffTags(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
): Promise<TagDiff> {
  const [platform, groups, local] = await Promise.all([
    adapter.listCorpTags(tenantId),
    db.select().from(tagGroups).where(eq(tagGroups.tenantId, tenantId)),
    db.select().from(tags).where(eq(tags.tenantId, tenantId)),
  ]);
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  const platformTags = new Map(
    platform.flatMap((group) =>
      group.tags.map((tag) => [tag.platformId, { ...tag, group: group.name }]),
    ),
  );
  const rows: TagDiffRow[] = [];
  let same = 0;
  const seen = new Set<string>();
  for (const tag of local) {
    const there = tag.platformId ? platformTags.get(tag.platformId) : undefined;
    const group = groupName.get(tag.groupId) ?? '';
    if (!there) {
      rows.push({ kind: 'only_here', group, local_name: tag.name, platform_name: null });
      continue;
    }
    seen.add(tag.platformId);
    if (there.name !== tag.name) {
      rows.push({ kind: 'renamed', group, local_name: tag.name, platform_name: there.name });
    } else same += 1;
  }
  for (const [platformId, tag] of platformTags) {
    if (seen.has(platformId)) continue;
    rows.push({ kind: 'only_there', group: tag.group, local_name: null, platform_name: tag.name });
  }
  return { rows, same };
}
