// spec §7: get-notice-page-not-with-tenant (the paged list), get-notice-push-with-tenant (the
// unread ones for the popup) and update-notice-status ([{id, status:1}]).
import type { FastifyInstance } from 'fastify';
import { PLATFORM_ERRORS } from '../../../../contract/platform';
import {
  noticePageEndpoint,
  noticePush,
  noticeStatusUpdate,
} from '../../../../contract/platform-endpoints';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import type { PlatformServices } from '../platform-services';
import { markNoticesRead, noticePage, unreadNotices } from './notice-queries';

export function registerNoticeRoutes(app: FastifyInstance, services: PlatformServices): void {
  const { db } = services;
  const now = () => new Date(services.now());

  registerEndpoint(app, noticePageEndpoint, ({ tenantId, userId, body }) =>
    noticePage(db, { tenantId, userId }, body.page, body.page_size, now()),
  );

  registerEndpoint(app, noticePush, ({ tenantId, userId }) =>
    unreadNotices(db, { tenantId, userId }, now()),
  );

  registerEndpoint(app, noticeStatusUpdate, async ({ tenantId, userId, body }) => {
    const ids = body.map((item) => item.id);
    if (!(await markNoticesRead(db, { tenantId, userId }, ids, now()))) {
      const { code, msg } = PLATFORM_ERRORS.noticeNotFound;
      throw new BusinessError(code, msg);
    }
    return { updated: ids.length };
  });
}
