// issue #18 the chat sidebar, outside the console guard: its HTML page (/sidebar/<page>), its
// own small script (/sidebar/_/sider.js, no console bundle) and its API (/sidebar/api/*),
// every call identified by the signed ticket of the chat (sider-session.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  siderAddFollowUp,
  siderContext,
  siderMaterials,
  siderOrders,
  siderReplies,
  siderSendMaterial,
  siderSendReply,
  siderSetTags,
  siderTaskSent,
  siderTasks,
} from '../../../../contract/reach/sider-app';
import {
  siderJsConfig,
  siderMaterialMedia,
  siderTaskMessages,
  siderWecomAuthorize,
  siderWecomChat,
  siderWecomSession,
} from '../../../../contract/reach/sider-wecom';
import type { SiderPageKey } from '../../../../contract/reach/sider-pages';
import { SIDER_PAGE_KEYS } from '../../../../contract/reach/sider-pages';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { contentSecurityPolicy } from '../../../http/security-headers';
import { IMMUTABLE } from '../../../http/static/static-files';
import { advanceSop, sopNow } from '../sop/sop-advance';
import { scheduleFollowUpReminder } from '../../customer/follow-up/follow-up-jobs';
import {
  addSiderFollowUp,
  markSiderTaskSent,
  sendSiderMaterial,
  setSiderTags,
} from './sider-actions';
import { readSiderConfig } from './sider-config';
import { enabledSiderPages } from './sider-pages';
import { siderMaterialList, siderOrderList, siderTaskList } from './sider-panels';
import { siderProfile } from './sider-profile';
import { sendSiderReply, siderReplyList } from './sider-replies';
import {
  loadSiderScript,
  loadSiderSdk,
  SIDER_SCRIPT_PATH,
  SIDER_SDK_PATH,
  siderScriptSources,
} from './sidebar-page/sider-script-loader';
import { renderSiderPage } from './sidebar-page/render-sider-page';
import { recordSiderEvent, siderSession } from './sider-session';
import {
  siderWecomAuthorizeUrl,
  siderWecomChatTicket,
  siderWecomJsConfig,
  siderWecomSignIn,
} from './sider-wecom';
import { siderMaterialMediaId } from './sider-wecom-media';
import { siderTaskChatMessages } from './sider-wecom-task';

function sendPage(reply: FastifyReply, html: string, loginHost: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy(loginHost))
    .send(html);
}

export function registerSiderPublicRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const session = (request: Parameters<typeof siderSession>[2]) =>
    siderSession(db, deps.jwtSecret, request, deps.now());
  const now = () => new Date(deps.now());

  const serveScript = (path: string, load: typeof loadSiderScript) =>
    app.get(path, async (request, reply) => {
      const script = await load();
      const version = (request.query as Record<string, unknown> | undefined)?.v;
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', version === script.version ? IMMUTABLE : 'no-cache')
        .send(script.code);
    });
  serveScript(SIDER_SCRIPT_PATH, loadSiderScript);
  serveScript(SIDER_SDK_PATH, loadSiderSdk);

  const page = async (key: string, reply: FastifyReply) => {
    const pageKey: SiderPageKey = (SIDER_PAGE_KEYS as readonly string[]).includes(key)
      ? (key as SiderPageKey)
      : 'profile';
    const html = renderSiderPage(pageKey, await siderScriptSources());
    return sendPage(reply, html, deps.config.loginHost);
  };
  app.get('/sidebar', async (_request, reply) => page('profile', reply));
  app.get<{ Params: { key: string } }>('/sidebar/:key', async (request, reply) =>
    page(request.params.key, reply),
  );

  // Inside WeCom (docs/wecom.md "The chat sidebar"): who the employee is, ww.register's
  // signatures, and the chat's ticket for the calls below.
  registerEndpoint(app, siderWecomAuthorize, ({ request, body }) =>
    siderWecomAuthorizeUrl(deps, request, body),
  );
  registerEndpoint(app, siderWecomSession, ({ body }) => siderWecomSignIn(deps, body));
  registerEndpoint(app, siderJsConfig, ({ request, body }) =>
    siderWecomJsConfig(deps, request, body),
  );
  registerEndpoint(app, siderWecomChat, ({ request, body }) =>
    siderWecomChatTicket(deps, request, body),
  );
  // A material's image, video or file as a WeCom media id for sendChatMessage (the chat's ticket).
  registerEndpoint(app, siderMaterialMedia, async ({ request, params }) =>
    siderMaterialMediaId(db, (await session(request)).tenantId, params.id),
  );
  // A due SOP step as the messages sendChatMessage sends (attachments as WeCom media).
  registerEndpoint(app, siderTaskMessages, async ({ request, params }) =>
    siderTaskChatMessages(db, await session(request), params.id),
  );

  registerEndpoint(app, siderContext, async ({ request, query }) => {
    const who = await session(request);
    const [config, panels] = await Promise.all([
      readSiderConfig(db, who.tenantId),
      enabledSiderPages(db, who.tenantId),
    ]);
    // An open is the sidebar's first load (it names its entry page); reloads after an edit
    // ask without a page and are not counted again.
    const pageKey = panels.find((panel) => panel.key === query.page)?.key ?? panels[0]?.key;
    if (query.page && pageKey) await recordSiderEvent(db, who, 'open', pageKey, now());
    return siderProfile(db, who, config, panels);
  });
  registerEndpoint(app, siderTasks, async ({ request }) => {
    const who = await session(request);
    const at = await sopNow(db, who.tenantId, deps.now());
    await advanceSop(db, who.tenantId, at);
    return siderTaskList(db, who, at);
  });
  registerEndpoint(app, siderMaterials, async ({ request, query }) =>
    siderMaterialList(db, (await session(request)).tenantId, query.keyword),
  );
  registerEndpoint(app, siderOrders, async ({ request }) =>
    siderOrderList(db, await session(request)),
  );
  registerEndpoint(app, siderSetTags, async ({ request, body }) => {
    const who = await session(request);
    return setSiderTags(db, who, await readSiderConfig(db, who.tenantId), body.tag_ids, now());
  });
  registerEndpoint(app, siderAddFollowUp, async ({ request, body }) => {
    const who = await session(request);
    const config = await readSiderConfig(db, who.tenantId);
    const added = await addSiderFollowUp(db, who, config, body, now());
    await scheduleFollowUpReminder(deps.jobs, who.tenantId, added.id, added.nextFollowAt);
    return { id: added.id };
  });
  registerEndpoint(app, siderTaskSent, async ({ request, params }) => {
    const who = await session(request);
    const at = await sopNow(db, who.tenantId, deps.now());
    return markSiderTaskSent(db, who, params.id, at, now());
  });
  registerEndpoint(app, siderSendMaterial, async ({ request, params }) =>
    sendSiderMaterial(db, await session(request), params.id, now()),
  );
  registerEndpoint(app, siderReplies, async ({ request, query }) =>
    siderReplyList(db, await session(request), query),
  );
  registerEndpoint(app, siderSendReply, async ({ request, params }) =>
    sendSiderReply(db, await session(request), params.id, now()),
  );
}
