// /sider-iframe/config: what the sidebar's customer profile shows and what an employee may
// edit there. One row per tenant; a tenant that never saved reads the schema's defaults.
import { and, eq, inArray } from 'drizzle-orm';
import type { SiderConfig } from '../../../../contract/reach/sider-iframe';
import { siderConfigSchema } from '../../../../contract/reach/sider-iframe';
import type { Database } from '../../../db/database';
import { tagGroups } from '../../../db/schema/customers';
import { siderSettings } from '../../../db/schema/reach-sider';
import { HttpError } from '../../../http/http-errors';

export type SiderConfigView = SiderConfig & { updated_at: string | null };

export async function readSiderConfig(db: Database, tenantId: string): Promise<SiderConfigView> {
  const [row] = await db
    .select({ config: siderSettings.config, updatedAt: siderSettings.updatedAt })
    .from(siderSettings)
    .where(eq(siderSettings.tenantId, tenantId));
  // A stored config is re-read through the schema so a field added later gets its default.
  const parsed = siderConfigSchema.safeParse(row?.config ?? {});
  const config = parsed.success ? parsed.data : siderConfigSchema.parse({});
  return { ...config, updated_at: row?.updatedAt ? row.updatedAt.toISOString() : null };
}

export async function saveSiderConfig(
  db: Database,
  tenantId: string,
  userId: number,
  config: SiderConfig,
  now: Date,
): Promise<SiderConfigView> {
  const groupIds = [...new Set(config.editable_tag_group_ids)];
  if (groupIds.length > 0) {
    const found = await db
      .select({ id: tagGroups.id })
      .from(tagGroups)
      .where(and(eq(tagGroups.tenantId, tenantId), inArray(tagGroups.id, groupIds)));
    // An id of another tenant's group reads as missing, never as "exists elsewhere".
    if (found.length !== groupIds.length) throw new HttpError(404, '可编辑标签组不存在');
  }
  const value = { ...config, editable_tag_group_ids: groupIds };
  await db
    .insert(siderSettings)
    .values({ tenantId, config: value, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: siderSettings.tenantId,
      set: { config: value, updatedBy: userId, updatedAt: now },
    });
  return readSiderConfig(db, tenantId);
}
