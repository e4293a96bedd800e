// issue #20 /admp-tag endpoints: thresholds, recompute (a job), distribution, tagged customers;
// the daily recompute of every tenant that has settings.
import type { FastifyInstance } from 'fastify';
import {
  admpTagCustomers,
  admpTagSettings,
  admpTagSummary,
  recomputeAdmpTags,
  saveAdmpTagSettings,
} from '../../../../contract/marketing/admp-tag';
import { rfmSettings } from '../../../db/schema/marketing-tags';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import {
  computeTags,
  saveSettings,
  settingsOf,
  tagSummary,
  taggedCustomers,
} from './computed-tags';
import { CHINA_TIME_ZONE } from '../../../../contract/china-time';

export const COMPUTED_TAGS_JOB = 'marketing.computed-tags';
export const COMPUTED_TAGS_DAILY_JOB = 'marketing.computed-tags-daily';

export function registerAdmpTagRoutes(app: FastifyInstance, { db, jobs, now }: RouteDeps): void {
  jobs.define<{ tenantId: string }>(COMPUTED_TAGS_JOB, async (job) => {
    await computeTags(db, job.data.tenantId, new Date(now()));
  });
  jobs.define<{ tenantId: null }>(COMPUTED_TAGS_DAILY_JOB, async () => {
    const day = new Date(now()).toISOString().slice(0, 10);
    const tenants = await db.select({ tenantId: rfmSettings.tenantId }).from(rfmSettings);
    for (const { tenantId } of tenants) {
      await jobs.enqueue(COMPUTED_TAGS_JOB, { tenantId }, { key: `daily:${day}` });
    }
  });
  void jobs
    .schedule(COMPUTED_TAGS_DAILY_JOB, '30 2 * * *', { tenantId: null }, CHINA_TIME_ZONE)
    .catch(() => undefined);
  const recompute = (tenantId: string) =>
    jobs.enqueue(COMPUTED_TAGS_JOB, { tenantId }, { key: `manual:${now()}` });

  registerEndpoint(app, admpTagSettings, ({ tenantId }) => settingsOf(db, tenantId));
  registerEndpoint(app, saveAdmpTagSettings, async ({ tenantId, body }) => {
    await saveSettings(db, tenantId, body, new Date(now()));
    return { job_id: await recompute(tenantId) };
  });
  registerEndpoint(app, recomputeAdmpTags, async ({ tenantId }) => ({
    job_id: await recompute(tenantId),
  }));
  registerEndpoint(app, admpTagSummary, async ({ tenantId }) => {
    const [latest] = await jobs.list(tenantId, { name: COMPUTED_TAGS_JOB, limit: 1 });
    return { ...(await tagSummary(db, tenantId)), job_state: latest?.state ?? null };
  });
  registerEndpoint(app, admpTagCustomers, ({ tenantId, query }) =>
    taggedCustomers(db, tenantId, query),
  );
}
