// spec §7: get-notice-page-not-with-tenant (the paged list), get-notice-push-with-tenant (the
// unread ones for the popup) and update-notice-status ([{id, status:1}]).
import type { FastifyInstance } from 'fastify';
import { failure, success } from '../../../../contract/envelope';
import { PLATFORM_API, PLATFORM_ERRORS } from '../../../../contract/platform';
import { noticeStatusBodySchema, pageBodySchema } from '../../../../contract/platform-notice';
import { requireAuth } from '../../../http/auth/request-auth';
import { parseBody } from '../../../http/parse-body';
import type { PlatformServices } from '../platform-services';
import { markNoticesRead, noticePage, unreadNotices } from './notice-queries';
import { signedIn } from '../../../../contract/endpoint';
import { routeAccess } from '../../../http/route-audit';

const LEAD = `${PLATFORM_API}/mini-initial-lead`;

export function registerNoticeRoutes(app: FastifyInstance, services: PlatformServices): void {
  const { db } = services;
  const now = () => new Date(services.now());

  app.post(`${LEAD}/get-notice-page-not-with-tenant`, routeAccess(signedIn), async (request) => {
    const { tenantId, userId } = requireAuth(request);
    const body = parseBody(pageBodySchema, request.body);
    return success(await noticePage(db, { tenantId, userId }, body.page, body.page_size, now()));
  });

  app.post(`${LEAD}/get-notice-push-with-tenant`, routeAccess(signedIn), async (request) => {
    const { tenantId, userId } = requireAuth(request);
    return success(await unreadNotices(db, { tenantId, userId }, now()));
  });

  app.post(`${LEAD}/update-notice-status`, routeAccess(signedIn), async (request) => {
    const { tenantId, userId } = requireAuth(request);
    const body = parseBody(noticeStatusBodySchema, request.body);
    const ids = body.map((item) => item.id);
    if (!(await markNoticesRead(db, { tenantId, userId }, ids, now()))) {
      const { code, msg } = PLATFORM_ERRORS.noticeNotFound;
      return failure(code, msg);
    }
    return success({ updated: ids.length });
  });
}
