// issue #35: the WeCom side of the running app — the adapter every module reaches for a
// tenant on WeCom (createPlatformAdapter routes to it), the sync jobs (full and the nightly
// reconcile) and /authorize's progress and "sync now" endpoints.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WecomSyncProgress } from '../../../../contract/setting/wecom-sync';
import { wecomSyncProgress, wecomSyncStart } from '../../../../contract/setting/wecom-sync';
import type { RouteDeps } from '../../../http/app-deps';
import { BusinessError } from '../../../http/http-errors';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { PLATFORM_ERRORS } from '../../../../contract/platform';
import { wecomConnections } from '../../../db/schema/wecom';
import { useWecomAdapter } from '../../../platform/adapter';
import { uploadMediaSource } from '../../../platform/wecom/media-source';
import { createMediaService } from '../../../platform/wecom/media-service';
import { useWecomReach } from '../../../platform/wecom/reach-deps';
import {
  defineWecomSyncJobs,
  scheduleWecomReconcile,
  startSync,
} from '../../../platform/wecom/sync/sync-job';
import type { SyncRun } from '../../../platform/wecom/sync/sync-runs';
import { EMPTY_COUNTS, latestRun, loadRun } from '../../../platform/wecom/sync/sync-runs';
import { tenantWecomApi } from '../../../platform/wecom/tenant-api';
import { tenantPlatformKind, wecomClientFor } from '../../../platform/wecom/tenant-platform';
import { createWecomPlatform } from '../../../platform/wecom/wecom-adapter';

function progressOf(run: SyncRun | undefined): WecomSyncProgress | null {
  if (!run) return null;
  return {
    id: run.id,
    kind: run.kind as WecomSyncProgress['kind'],
    status: run.status as WecomSyncProgress['status'],
    phase: run.phase as WecomSyncProgress['phase'],
    counts: { ...EMPTY_COUNTS, ...run.counts },
    pages: run.pages,
    error: run.error,
    started_at: run.startedAt.toISOString(),
    updated_at: run.updatedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}

/** Wires the WeCom adapter and the sync jobs into the app (once per app). */
export function setUpWecom(deps: RouteDeps): void {
  const api = tenantWecomApi(deps.db, wecomClientFor(deps));
  // The one media service (welcomes, mass sends, moments, the sidebar's materials).
  const media = createMediaService(deps.db, api, () => new Date(deps.now()));
  const read = uploadMediaSource(deps.config.dataDir);
  const adapter = createWecomPlatform(api, { media, read });
  useWecomAdapter(deps.db, adapter);
  // Reach on WeCom (mass sends, moments, SOP reminders).
  useWecomReach(deps.db, { api, media, read, siderOrigin: deps.config.siderHost });
  defineWecomSyncJobs(deps.jobs, {
    db: deps.db,
    api,
    now: () => new Date(deps.now()),
    adapterFor: () => adapter,
    async wecomTenants() {
      const rows = await deps.db
        .select({ tenantId: wecomConnections.tenantId })
        .from(wecomConnections)
        .where(eq(wecomConnections.platform, 'wecom'));
      return rows.map((row) => row.tenantId);
    },
  });
  scheduleWecomReconcile(deps.jobs).catch((error: unknown) => {
    process.stderr.write(`WeCom reconcile not scheduled: ${String(error)}\n`);
  });
}

export function registerWecomSyncRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, wecomSyncProgress, async ({ tenantId }) =>
    progressOf(await latestRun(deps.db, tenantId)),
  );
  registerEndpoint(app, wecomSyncStart, async ({ tenantId }) => {
    if ((await tenantPlatformKind(deps.db, tenantId)) !== 'wecom') {
      throw new BusinessError(
        PLATFORM_ERRORS.credentialsRejected.code,
        '请先保存并验证自建应用，再同步企业微信数据',
      );
    }
    const runId = await startSync(deps.db, deps.jobs, tenantId, 'full', new Date(deps.now()));
    return progressOf(await loadRun(deps.db, tenantId, runId));
  });
}
