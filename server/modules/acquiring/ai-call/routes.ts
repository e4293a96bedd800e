// /ai-call 导入表格加粉: handlers registered against the declarations of
// contract/acquiring/ai-call.ts (the guard checks each one's permission first), and the
// page's jobs on the one runner: the import (parse, then write once confirmed), the sandbox
// round, and the hourly follow-up (reminders, recycling).
import type { FastifyInstance } from 'fastify';
import {
  aiCallAction,
  aiCallAssign,
  aiCallCreate,
  aiCallDelete,
  aiCallDetail,
  aiCallList,
  aiCallNumbers,
} from '../../../../contract/acquiring/ai-call';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { importDetail, listImports, listNumbers, requireImport } from './ai-call-store';
import {
  assignNumbers,
  changeStatus,
  createImport,
  deleteImport,
  setJobId,
} from './ai-call-writes';
import { FOLLOW_UP_JOB, SIMULATE_JOB, followUp, simulateRound } from './follow-up-work';
import type { ImportJobData } from './import-work';
import { IMPORT_JOB, runImport } from './import-work';

function registerAiCallJobs({ db, jobs, now }: RouteDeps): void {
  jobs.define<ImportJobData>(IMPORT_JOB, (job) => runImport(db, job, new Date(now())), {
    retryLimit: 3,
    retryDelaySeconds: 30,
    concurrency: 1,
    expireInSeconds: 1800,
  });
  jobs.define<ImportJobData>(SIMULATE_JOB, async (job) => {
    await simulateRound(db, job.data.tenantId, job.data.importId, new Date(now()));
  });
  jobs.define<{ tenantId: null }>(FOLLOW_UP_JOB, async () => {
    await followUp(db, new Date(now()));
  });
  void jobs.schedule(FOLLOW_UP_JOB, '10 * * * *', { tenantId: null }).catch(() => undefined);
}

export function registerAiCallRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, jobs, now } = deps;
  registerAiCallJobs(deps);
  registerEndpoint(app, aiCallList, ({ tenantId, query }) => listImports(db, tenantId, query));
  registerEndpoint(app, aiCallCreate, async ({ tenantId, userId, body }) => {
    const created = await createImport(db, tenantId, body, userId, new Date(now()));
    const jobId = await jobs.enqueue(
      IMPORT_JOB,
      { tenantId, importId: created.id },
      { key: `ai-call:${created.id}:parse` },
    );
    await setJobId(db, tenantId, created.id, jobId);
    return created;
  });
  registerEndpoint(app, aiCallDetail, async ({ tenantId, params }) => {
    const row = await requireImport(db, tenantId, params.id);
    const progress =
      row.status === 'parsing' ? await importProgress(deps, tenantId, row.jobId) : null;
    return importDetail(db, tenantId, params.id, progress);
  });
  registerEndpoint(app, aiCallNumbers, ({ tenantId, params, query }) =>
    listNumbers(db, tenantId, params.id, query),
  );
  registerEndpoint(app, aiCallAction, async ({ tenantId, params, body }) => {
    const status = await changeStatus(db, tenantId, params.id, body.action, new Date(now()));
    const data = { tenantId, importId: params.id };
    if (body.action === 'confirm') {
      const jobId = await jobs.enqueue(IMPORT_JOB, data, { key: `ai-call:${params.id}:write` });
      await setJobId(db, tenantId, params.id, jobId);
    }
    if (body.action === 'simulate') {
      await jobs.enqueue(SIMULATE_JOB, data, { key: `ai-call:${params.id}:${now()}` });
    }
    return { status };
  });
  registerEndpoint(app, aiCallAssign, ({ tenantId, params, body }) =>
    assignNumbers(db, tenantId, params.id, body, new Date(now())),
  );
  registerEndpoint(app, aiCallDelete, ({ tenantId, params }) =>
    deleteImport(db, tenantId, params.id),
  );
}

/** The progress of the import's job (rows written of all rows) while it runs. */
async function importProgress({ jobs }: RouteDeps, tenantId: string, jobId: string | null) {
  if (!jobId) return null;
  const job = await jobs.get(tenantId, jobId);
  if (!job || job.progress.total === null) return null;
  return { done: job.progress.done, total: job.progress.total };
}
