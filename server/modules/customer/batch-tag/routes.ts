// issue #19 /batch-tag endpoints. A new task is a job on the runner (customer-jobs.ts), keyed
// by the task: durable across restarts, retried, never run twice at once.
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
import { BATCH_TAG_JOB } from '../customer-jobs';

export function registerBatchTagRoutes(app: FastifyInstance, { db, now, jobs }: RouteDeps): void {
  registerEndpoint(app, batchTaskList, ({ tenantId, query }) => listTasks(db, tenantId, query));
  registerEndpoint(app, batchTaskDetail, ({ tenantId, params }) =>
    taskDetail(db, tenantId, params.id),
  );
  registerEndpoint(app, batchTaskItems, ({ tenantId, params, query }) =>
    taskItems(db, tenantId, params.id, query),
  );
  registerEndpoint(app, batchTaskPreview, ({ tenantId, body, scope }) =>
    previewTask(db, tenantId, body, scope),
  );
  registerEndpoint(app, createBatchTask, async ({ tenantId, userId, body, scope }) => {
    const created = await createTask(db, tenantId, body, userId, new Date(now()), scope);
    if (created.total > 0) {
      await jobs.enqueue(
        BATCH_TAG_JOB,
        { tenantId, taskId: created.id },
        { key: `batch-tag:${created.id}` },
      );
    }
    return created;
  });
}
