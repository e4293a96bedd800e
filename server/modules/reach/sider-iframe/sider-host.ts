// issue #18: the sidebar's own origin. When SIDER_HOST names a host this same process answers
// (scripts/e2e-server.mjs: http://127.0.0.2:<port>), every page path on that host is the
// sidebar — so the legacy /sider-web/<page>?<query>#<hash>, redirected there with the prefix
// stripped, ends on the sidebar page (its first segment picks the tab). The sidebar's script
// and API keep their /sidebar/ paths; nothing of the console is served on that host.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../http/app-deps';
import { contentSecurityPolicy } from '../../../http/security-headers';
import { SIDER_PAGE_KEYS } from '../../../../contract/reach/sider-pages';
import type { SiderPageKey } from '../../../../contract/reach/sider-pages';
import { renderSiderPage } from './sidebar-page/render-sider-page';
import { siderScriptSources } from './sidebar-page/sider-script-loader';

const PASS_THROUGH = /^\/(sidebar(\/|$)|scrm\/|config\.json$|_reload_\/|favicon)/;

function siderHostName(siderHost: string): string | undefined {
  if (!siderHost) return undefined;
  try {
    return new URL(siderHost).host.toLowerCase();
  } catch {
    return undefined;
  }
}

export function registerSiderHost(app: FastifyInstance, config: AppConfig): void {
  const host = siderHostName(config.siderHost);
  if (!host) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if ((request.headers.host ?? '').toLowerCase() !== host) return;
    const path = request.url.split('?')[0] ?? '/';
    if (PASS_THROUGH.test(path)) return;
    const first = path.split('/')[1] ?? '';
    const pageKey: SiderPageKey = (SIDER_PAGE_KEYS as readonly string[]).includes(first)
      ? (first as SiderPageKey)
      : 'profile';
    const sources = await siderScriptSources();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', contentSecurityPolicy(config.loginHost))
      .send(renderSiderPage(pageKey, sources));
  });
}
