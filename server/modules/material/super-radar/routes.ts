// issue #20 /super-radar endpoints (guarded) and the customer's open page /rl/<token> (public:
// the random token is the only key, as with the super form's /p/<id>).
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  radarDelete,
  radarDetail,
  radarGet,
  radarLinks,
  radarList,
  radarOpens,
  radarRecipients,
  radarSave,
} from '../../../../contract/material/super-radar';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { contentSecurityPolicy } from '../../../http/security-headers';
import { RADAR_STAY_SCRIPT, renderGonePage, renderRadarPage } from './open-page';
import {
  listOpens,
  radarDetail as detailOf,
  radarRecipients as recipientsOf,
} from './radar-figures';
import { deleteRadar, getRadar, listRadars, saveRadar } from './radar-store';
import { createLinks, recordOpen, recordStay, TOKEN_PATTERN } from './radar-tracking';

function sendHtml(reply: FastifyReply, html: string, loginHost: string, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy(loginHost))
    .send(html);
}

export function registerSuperRadarRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  registerEndpoint(app, radarList, ({ tenantId, query }) => listRadars(db, tenantId, query));
  registerEndpoint(app, radarGet, ({ tenantId, params }) => getRadar(db, tenantId, params.id));
  registerEndpoint(app, radarSave, ({ tenantId, body }) => saveRadar(db, tenantId, body));
  registerEndpoint(app, radarDelete, ({ tenantId, params }) =>
    deleteRadar(db, tenantId, params.id),
  );
  registerEndpoint(app, radarLinks, async ({ tenantId, params, body }) => ({
    list: await createLinks(db, tenantId, params.id, body.employee_id, body.customer_ids),
  }));
  registerEndpoint(app, radarDetail, ({ tenantId, params }) =>
    detailOf(db, tenantId, params.id, new Date(now())),
  );
  registerEndpoint(app, radarOpens, ({ tenantId, params, query }) =>
    listOpens(db, tenantId, params.id, query),
  );
  registerEndpoint(app, radarRecipients, ({ tenantId, query }) =>
    recipientsOf(db, tenantId, query.employee_id, query.keyword),
  );
}

export function registerSuperRadarPublicRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const loginHost = deps.config.loginHost;
  app.get('/rl/_/stay.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(RADAR_STAY_SCRIPT),
  );
  app.get<{ Params: { token: string } }>('/rl/:token', async (request, reply) => {
    const { token } = request.params;
    const opened = TOKEN_PATTERN.test(token)
      ? await recordOpen(deps.db, token, new Date(deps.now()))
      : null;
    if (!opened) return sendHtml(reply, renderGonePage(), loginHost, 404);
    const html = renderRadarPage({
      ...opened,
      stayUrl: `/rl/${token}/stay?open=${opened.openId}`,
    });
    return sendHtml(reply, html, loginHost);
  });
  app.post<{ Params: { token: string }; Querystring: { open?: string } }>(
    '/rl/:token/stay',
    { bodyLimit: 1024 },
    async (request, reply) => {
      const { token } = request.params;
      const openId = Number(request.query.open);
      const seconds = Number((request.body as { seconds?: unknown } | null)?.seconds);
      const ok =
        TOKEN_PATTERN.test(token) &&
        Number.isInteger(openId) &&
        openId > 0 &&
        Number.isFinite(seconds) &&
        (await recordStay(deps.db, token, openId, seconds));
      return reply.code(ok ? 204 : 404).send();
    },
  );
}
