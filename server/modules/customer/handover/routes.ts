// issue #41 hand-over (docs/handover.md): the requests from /customer-list and /group-list,
// the records view, the leavers' unassigned customers, and the job that sends the queued
// records and polls the waiting ones until every record is final.
import type { FastifyInstance } from 'fastify';
import * as endpoints from '../../../../contract/customer/handover';
import type { Database } from '../../../db/database';
import type { DataScope } from '../../../http/auth/data-scope';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { createPlatformAdapter } from '../../../platform/adapter';
import { createCustomerHandover, createGroupHandover } from './handover-create';
import { pollHandovers } from './handover-poll';
import { listHandovers, listUnassigned } from './handover-queries';
import { sendHandovers } from './handover-send';

/** Creates a hand-over batch (customers or groups) and answers what it queued. */
type HandoverCreate<B> = (
  db: Database,
  tenantId: string,
  userId: number,
  body: B,
  now: Date,
  scope: DataScope,
) => Promise<endpoints.HandoverCreated>;

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

  // Both requests (customers from /customer-list, groups from /group-list) create one batch
  // the same way, then start the job when anything in it is queued (docs/handover.md).
  const createThenStart =
    <B>(create: HandoverCreate<B>) =>
    async (request: { tenantId: string; userId: number; body: B; scope: DataScope }) => {
      const { tenantId, userId, body, scope } = request;
      const created = await create(db, tenantId, userId, body, now(), scope);
      if (created.queued) await start(tenantId, created.batch_id);
      return created;
    };
  registerEndpoint(app, endpoints.createCustomerHandover, createThenStart(createCustomerHandover));
  registerEndpoint(app, endpoints.createGroupHandover, createThenStart(createGroupHandover));
  registerEndpoint(app, endpoints.handoverList, ({ tenantId, query, scope }) =>
    listHandovers(db, tenantId, query, scope),
  );
  registerEndpoint(app, endpoints.unassignedCustomers, ({ tenantId, query, scope }) =>
    listUnassigned(db, platform, tenantId, query.page, query.page_size, scope),
  );
}
