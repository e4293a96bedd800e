// issue #17: /private-chat and /group-chat declare the same endpoints under their own path
// and permission (mass-send-routes.ts, issue #39: without zod, for the list's first paint);
// this completes one page's set by its schemas.
import { z } from 'zod';
import { bodyId, idParams, pagingQuery, queryId, queryInt, safeText } from '../fields';
import type { MassSendRoutes } from './mass-send-routes';

export const sendListQuery = z.object({
  ...pagingQuery,
  name: safeText('群发名称', 30).optional(),
  status: queryInt('状态', 1, 5).optional(),
});

/** The preview's and the check's body: the page's recipient filter. */
export function filterBody<F extends z.ZodType>(filterSchema: F) {
  return z.object({ filter: filterSchema });
}

export const recipientsQuery = z.object({
  ...pagingQuery,
  status: queryInt('发送状态', 0, 5).optional(),
  employee_id: queryId('员工'),
});

export const remindBody = z.object({
  task_ids: z.array(bodyId('员工任务')).max(2000).optional(),
});

/**
 * Completes one page's set (`massSendRoutes`) by its schemas: `sendBody` for create and
 * update, `filterSchema` for the preview and the check. Each part replaces the `schemaRef` of
 * its own type, so the types match by construction; `withSchemas` cannot check them here
 * (TypeScript defers its conditional types while `B` and `F` are parameters), and the server
 * refuses a part left a reference.
 */
export function massSendEndpoints<B extends z.ZodType, F extends z.ZodType>(
  routes: MassSendRoutes<B, F>,
  sendBody: B,
  filterSchema: F,
) {
  const params = idParams('群发编号');
  return {
    list: { ...routes.list, query: sendListQuery },
    preview: { ...routes.preview, body: filterBody(filterSchema) },
    check: { ...routes.check, body: filterBody(filterSchema) },
    create: { ...routes.create, body: sendBody },
    update: { ...routes.update, params, body: sendBody },
    detail: { ...routes.detail, params },
    tasks: { ...routes.tasks, params },
    recipients: { ...routes.recipients, params, query: recipientsQuery },
    remind: { ...routes.remind, params, body: remindBody },
    cancel: { ...routes.cancel, params },
  };
}
