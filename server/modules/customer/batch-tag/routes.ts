// issue #19 /batch-tag endpoints. A new task starts at once in the background (chunked,
// yielding between chunks); until the job runner (issue #14) is on main this process runs
// it, and unfinishedTasks() is what the runner resumes after a restart.
import type { FastifyInstance } from 'fastify';
import {
  batchTaskDetail,
  batchTaskItems,
  batchTaskList,
  batchTaskPreview,
  createBatchTask,
} from '../../../../contract/customer/batch-tag';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { createTask, previewTask } from './batch-task-create';
import { listTasks, taskDetail, taskItems } from './batch-task-queries';
import { processBatchTagTask } from './batch-task-run';

export function registerBatchTagRoutes(app: FastifyInstance, { db, now }: RouteDeps): void {
  registerEndpoint(app, batchTaskList, ({ tenantId, query }) => listTasks(db, tenantId, query));
  registerEndpoint(app, batchTaskDetail, ({ tenantId, params }) =>
    taskDetail(db, tenantId, params.id),
  );
  registerEndpoint(app, batchTaskItems, ({ tenantId, params, query }) =>
    taskItems(db, tenantId, params.id, query),
  );
  registerEndpoint(app, batchTaskPreview, ({ tenantId, body }) => previewTask(db, tenantId, body));
  registerEndpoint(app, createBatchTask, async ({ tenantId, userId, body }) => {
    const created = await createTask(db, tenantId, body, userId, new Date(now()));
    if (created.total > 0) {
      void processBatchTagTask(db, tenantId, created.id, { now: () => new Date(now()) }).catch(
        (error: unknown) => app.log.error(error),
      );
    }
    return created;
  });
}
