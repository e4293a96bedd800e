// issue #20 /admp-strategy endpoints: audiences, their computation (a job), sample, preview.
import type { FastifyInstance } from 'fastify';
import {
  audienceDelete,
  audienceList,
  audienceOptions,
  audiencePreview,
  audienceRefresh,
  audienceSample,
  audienceSave,
} from '../../../../contract/marketing/admp-strategy';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { AUDIENCE_COMPUTE_JOB, audienceSize, defineAudienceJobs } from './audience-compute';
import * as store from './audience-store';

export function registerAdmpStrategyRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, jobs, now } = deps;
  defineAudienceJobs(deps);
  const compute = (tenantId: string, audienceId: number) =>
    jobs.enqueue(
      AUDIENCE_COMPUTE_JOB,
      { tenantId, audienceId },
      { key: `manual:${audienceId}:${now()}` },
    );
  registerEndpoint(app, audienceList, ({ tenantId, query }) =>
    store.listAudiences(db, tenantId, query),
  );
  registerEndpoint(app, audienceSave, async ({ tenantId, body }) => {
    const id = await store.saveAudience(db, tenantId, body);
    return { id, job_id: await compute(tenantId, id) };
  });
  registerEndpoint(app, audienceDelete, ({ tenantId, params }) =>
    store.deleteAudience(db, tenantId, params.id),
  );
  registerEndpoint(app, audienceRefresh, async ({ tenantId, params }) => {
    await store.findAudience(db, tenantId, params.id);
    return { job_id: await compute(tenantId, params.id) };
  });
  registerEndpoint(app, audienceSample, ({ tenantId, params, query }) =>
    store.audienceSample(db, tenantId, params.id, query),
  );
  registerEndpoint(app, audiencePreview, async ({ tenantId, body }) => {
    await store.checkConditions(db, tenantId, body.conditions, body.id);
    return { size: await audienceSize(db, tenantId, body.logic, body.conditions, new Date(now())) };
  });
  registerEndpoint(app, audienceOptions, ({ tenantId }) => store.audienceOptions(db, tenantId));
}
