// issue #19 /sync-tag endpoints, and the sandbox's rename in the platform admin.
import type { FastifyInstance } from 'fastify';
import {
  runTagSync,
  sandboxRenameTag,
  saveTagSyncSettings,
  tagDiff,
  tagSyncRuns,
  tagSyncSettings,
} from '../../../../contract/customer/sync-tag';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { createPlatformAdapter } from '../../../platform/adapter';
import { diffTags } from './tag-diff';
import { listRuns, runSync } from './sync-runs';
import { applyTagChangeEvent, saveSyncSettings, syncSettingsOf } from './sync-schedule';

export function registerSyncTagRoutes(app: FastifyInstance, { db, now }: RouteDeps): void {
  const adapter = createPlatformAdapter(db);
  registerEndpoint(app, tagDiff, ({ tenantId }) => diffTags(db, adapter, tenantId));
  registerEndpoint(app, runTagSync, ({ tenantId, body }) =>
    runSync(db, adapter, tenantId, body.direction, 'manual', new Date(now())),
  );
  registerEndpoint(app, tagSyncRuns, ({ tenantId, query }) => listRuns(db, tenantId, query));
  registerEndpoint(app, tagSyncSettings, ({ tenantId }) => syncSettingsOf(db, tenantId));
  registerEndpoint(app, saveTagSyncSettings, ({ tenantId, body }) =>
    saveSyncSettings(db, tenantId, body, new Date(now())),
  );
  registerEndpoint(app, sandboxRenameTag, async ({ tenantId, body }) => {
    const platform = await adapter.listCorpTags(tenantId);
    const known = platform.some((group) =>
      group.tags.some((tag) => tag.platformId === body.platform_id),
    );
    if (!known) throw new BusinessError(109102, '平台上没有这个标签');
    await adapter.editCorpTag(tenantId, body.platform_id, body.name);
    await applyTagChangeEvent(db, adapter, tenantId, new Date(now())).catch(() => false);
    return null;
  });
}
