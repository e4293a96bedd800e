// issue #41 hand-over (docs/handover.md): the requests from /customer-list and /group-list,
// the records view, the leavers' unassigned customers, and the job that sends the queued
// records and polls the waiting ones until every record is final.
import type { FastifyInstance } from 'fastify';
import * as endpoints from '../../../../contract/customer/handover';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { createPlatformAdapter } from '../../../platform/adapter';
import { createCustomerHandover, createGroupHandover } from './handover-create';
import { pollHandovers } from './handover-poll';
import { listHandovers, listUnassigned } from './handover-queries';
import { sendHandovers } from './handover-send';

export const HANDOVER_JOB = 'customer.handover';
/** How long a waiting transfer is left before the platform is asked again. */
export const HANDOVER_POLL_MS = 10 * 60_000;

export function registerHandoverRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, jobs } = deps;
  const platform = createPlatformAdapter(db);
  const now = () => new Date(deps.now());

  // Durable (server/jobs): a run sends what is queued, polls what waits and, while anything
  // waits, asks for another run (one per 10-minute slot: several requests share it).
  jobs.define<{ tenantId: string }>(
    HANDOVER_JOB,
    async (job) => {
      const at = now();
      await sendHandovers(db, platform, job.data.tenantId, at);
      const waiting = await pollHandovers(db, platform, job.data.tenantId, at);
      if (waiting === 0) return;
      const runAt = new Date(at.getTime() + HANDOVER_POLL_MS);
      await jobs.enqueue(
        HANDOVER_JOB,
        { tenantId: job.data.tenantId },
        { key: `poll:${Math.floor(runAt.getTime() / HANDOVER_POLL_MS)}`, runAt },
      );
    },
    { retryLimit: 8, retryDelaySeconds: 60, concurrency: 1, expireInSeconds: 900 },
  );
  const start = (tenantId: string, batchId: string) =>
    jobs.enqueue(HANDOVER_JOB, { tenantId }, { key: `batch:${batchId}` });

  registerEndpoint(
    app,
    endpoints.createCustomerHandover,
    async ({ tenantId, userId, body, scope }) => {
      const created = await createCustomerHandover(db, tenantId, userId, body, now(), scope);
      if (created.queued) await start(tenantId, created.batch_id);
      return created;
    },
  );
  registerEndpoint(
    app,
    endpoints.createGroupHandover,
    async ({ tenantId, userId, body, scope }) => {
      const created = await createGroupHandover(db, tenantId, userId, body, now(), scope);
      if (created.queued) await start(tenantId, created.batch_id);
      return created;
    },
  );
  registerEndpoint(app, endpoints.handoverList, ({ tenantId, query, scope }) =>
    listHandovers(db, tenantId, query, scope),
  );
  registerEndpoint(app, endpoints.unassignedCustomers, ({ tenantId, query, scope }) =>
    listUnassigned(db, platform, tenantId, query.page, query.page_size, scope),
  );
}
