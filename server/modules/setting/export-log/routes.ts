// issue #14 /export-log endpoints (contract/setting/export-log.ts). Every query is scoped by
// the verified token's tenant; creating an export needs the exported list's own page code.
import { createReadStream } from 'node:fs';
import { access, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { page, permits } from '../../../../contract/endpoint';
import {
  EXPORT_ERROR_CODES,
  EXPORT_TYPES,
  createExport,
  deleteExport,
  downloadExport,
  exportLink,
  exportList,
  exportTypesEndpoint,
  exportUnseen,
  markExportsSeen,
  retryExport,
} from '../../../../contract/setting/export-log';
import type { ExportType } from '../../../../contract/setting/export-log';
import { exportTasks } from '../../../db/schema/setting';
import type { RouteDeps } from '../../../http/app-deps';
import type { DataScope } from '../../../http/auth/data-scope';
import type { RequestAuth } from '../../../http/auth/request-auth';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError, HttpError } from '../../../http/http-errors';
import { EXPORT_JOB, defineExportJobs, exportFolder, scheduleExportExpiry } from './export-job';
import { verifyExportLink, signExportLink } from './export-link';
import { exportSourceOf } from './export-sources';
import {
  countUnseen,
  findExportTask,
  listExportTasks,
  markSeen,
  updateExportTask,
} from './export-tasks';
import type { ExportReader } from './export-tasks';

const MIME = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

async function enqueueExport(deps: RouteDeps, tenantId: string, taskId: number): Promise<void> {
  const jobId = await deps.jobs.enqueue(EXPORT_JOB, { tenantId, taskId });
  await updateExportTask(deps.db, tenantId, taskId, { jobId });
}

export function registerExportLogRoutes(app: FastifyInstance, deps: RouteDeps): void {
  defineExportJobs(deps);
  scheduleExportExpiry(deps).catch((error: unknown) => {
    process.stderr.write(`导出过期清理未能排期 / export expiry not scheduled: ${String(error)}\n`);
  });

  registerEndpoint(app, exportTypesEndpoint, () => EXPORT_TYPES);

  registerEndpoint(app, createExport, async ({ body, auth }) => {
    const type = body.type as ExportType;
    const definition = EXPORT_TYPES[type];
    if (!permits(page(definition.page), auth.codes)) throw new HttpError(403);
    const known = new Set<string>(definition.columns.map((column) => column.key));
    if (body.columns.some((key) => !known.has(key))) {
      throw new BusinessError(EXPORT_ERROR_CODES.badColumns, '导出字段不正确');
    }
    const source = exportSourceOf(type);
    let query: unknown;
    try {
      query = source.parseFilters(body.filters);
    } catch (error) {
      throw new BusinessError(EXPORT_ERROR_CODES.badFilters, (error as Error).message);
    }
    const summary = await source.summarize(deps.db, auth.tenantId, query);
    const [task] = await deps.db
      .insert(exportTasks)
      .values({
        tenantId: auth.tenantId,
        type,
        format: body.format,
        filters: body.filters,
        filtersSummary: summary,
        columns: definition.columns.map((c) => c.key).filter((key) => body.columns.includes(key)),
        createdBy: auth.userId,
        createdAt: new Date(deps.now()),
      })
      .returning({ id: exportTasks.id });
    if (!task) throw new Error('export task not created');
    await enqueueExport(deps, auth.tenantId, task.id);
    return { id: task.id };
  });

  registerEndpoint(app, exportList, ({ auth, query, scope }) =>
    listExportTasks(deps.db, readerOf(auth, scope), query),
  );

  registerEndpoint(app, retryExport, async ({ auth, tenantId, params, scope }) => {
    const task = await findExportTask(deps.db, readerOf(auth, scope), params.id);
    if (!task) throw new BusinessError(EXPORT_ERROR_CODES.notFound, '导出记录不存在');
    if (task.status !== 'failed') {
      throw new BusinessError(EXPORT_ERROR_CODES.notRetryable, '只有失败的导出可以重试');
    }
    await updateExportTask(deps.db, tenantId, task.id, {
      status: 'queued',
      error: null,
      rows: 0,
      finishedAt: null,
      seenAt: null,
    });
    await enqueueExport(deps, tenantId, task.id);
    return { id: task.id };
  });

  registerEndpoint(app, deleteExport, async ({ auth, tenantId, params, scope }) => {
    const task = await findExportTask(deps.db, readerOf(auth, scope), params.id);
    if (!task) throw new BusinessError(EXPORT_ERROR_CODES.notFound, '导出记录不存在');
    if (task.jobId && (task.status === 'queued' || task.status === 'failed')) {
      await deps.jobs.cancel(tenantId, task.jobId).catch(() => false);
    }
    await deps.db.delete(exportTasks).where(
      // tenant first: the primary key
      sqlTaskKey(tenantId, task.id),
    );
    if (task.fileName) {
      await rm(join(exportFolder(deps.config.dataDir, tenantId), task.fileName), { force: true });
    }
    return { id: task.id };
  });

  registerEndpoint(app, exportLink, async ({ auth, tenantId, params, scope }) => {
    const task = await findExportTask(deps.db, readerOf(auth, scope), params.id);
    if (!task) throw new BusinessError(EXPORT_ERROR_CODES.notFound, '导出记录不存在');
    if (task.status !== 'done' || !task.fileName) {
      throw new BusinessError(EXPORT_ERROR_CODES.notReady, '文件尚未生成或已过期');
    }
    return signExportLink(deps.jwtSecret, tenantId, task.id, deps.now());
  });

  registerEndpoint(app, exportUnseen, async ({ tenantId, userId }) => ({
    count: await countUnseen(deps.db, tenantId, userId),
  }));

  registerEndpoint(app, markExportsSeen, async ({ tenantId, userId }) => ({
    count: await markSeen(deps.db, tenantId, userId, new Date(deps.now())),
  }));
}

/**
 * issue #37 "export rights": who may export may download their own export; the /export-log
 * page code (an admin's) reaches everyone's. The owner is the verified token's user, never
 * one from the request.
 */
/**
 * issue #37: everyone's exports for the /export-log page-code holder, else one's own; issue #41:
 * and only with the whole company in scope (an export holds the rows its maker could see).
 */
function readerOf(auth: RequestAuth, scope: DataScope): ExportReader {
  return {
    tenantId: auth.tenantId,
    ownerId: permits(page('/export-log'), auth.codes) && scope.all ? undefined : auth.userId,
  };
}

function sqlTaskKey(tenantId: string, id: number) {
  return and(eq(exportTasks.tenantId, tenantId), eq(exportTasks.id, id));
}

/** The signed link (no token: a browser download). Registered outside the guard. */
export function registerExportDownloadRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.get(downloadExport.path, async (request, reply) => {
    const params = downloadExport.params.safeParse(request.params);
    const query = downloadExport.query.safeParse(request.query);
    if (!params.success || !query.success) throw new HttpError(404);
    const link = {
      tenantId: query.data.tenant,
      id: params.data.id,
      exp: Number(query.data.exp),
      sig: query.data.sig,
    };
    if (!verifyExportLink(deps.jwtSecret, link, deps.now())) throw new HttpError(403);
    const task = await findExportTask(
      deps.db,
      { tenantId: link.tenantId, ownerId: undefined },
      link.id,
    );
    if (!task || task.status !== 'done' || !task.fileName) throw new HttpError(404);
    const path = join(exportFolder(deps.config.dataDir, link.tenantId), task.fileName);
    await access(path).catch(() => {
      throw new HttpError(404);
    });
    const format = task.format === 'xlsx' ? 'xlsx' : 'csv';
    const label = EXPORT_TYPES[task.type as ExportType]?.label ?? '导出';
    const name = `${label}-${task.id}.${format}`;
    return reply
      .header('content-type', MIME[format])
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `attachment; filename="export-${task.id}.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .send(createReadStream(path));
  });
}
