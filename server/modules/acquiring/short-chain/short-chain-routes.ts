// issue #15 /short-chain: guarded endpoints (contract/acquiring/short-chain.ts) and the public
// link /l/<key>?c=<customer_channel> (outside the guard, rate-limited): GET counts the view
// (PV always, UV once per visitor and day) and shows the landing page; POST is 添加.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  shortLinkCreate,
  shortLinkDelete,
  shortLinkDetail,
  shortLinkList,
  shortLinkMiniPrograms,
  shortLinkQuota,
  shortLinkStatistics,
  shortLinkToggle,
  shortLinkUpdate,
} from '../../../../contract/acquiring/short-chain';
import type { ShortLinkForm } from '../../../../contract/acquiring/short-chain';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { platformMiniPrograms } from '../../../db/schema/platform';
import { fieldOf, registerPublicScope, sendCard, visitorOf } from '../tool-kit/public-page';
import type { PublicCard } from '../tool-kit/public-page';
import {
  createShortLink,
  deleteShortLink,
  toggleShortLink,
  updateShortLink,
} from './short-link-commands';
import {
  listShortLinks,
  shortLinkDetailOf,
  shortLinkStatistics as statisticsOf,
} from './short-link-queries';
import { QUOTA_EXHAUSTED_MESSAGE, quotaOf } from './short-link-quota';
import {
  addThroughLink,
  channelOf,
  findLinkByKey,
  linkUsable,
  recordView,
} from './short-link-visit';

export function registerShortChainRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  registerEndpoint(app, shortLinkList, ({ tenantId, query }) =>
    listShortLinks(db, tenantId, query, now()),
  );
  registerEndpoint(app, shortLinkDetail, ({ tenantId, params }) =>
    shortLinkDetailOf(db, tenantId, params.id, now()),
  );
  registerEndpoint(app, shortLinkCreate, ({ tenantId, body }) =>
    createShortLink(db, tenantId, body, now()),
  );
  registerEndpoint(app, shortLinkUpdate, ({ tenantId, params, body }) =>
    updateShortLink(db, tenantId, params.id, body, now()),
  );
  registerEndpoint(app, shortLinkToggle, ({ tenantId, params, body }) =>
    toggleShortLink(db, tenantId, params.id, body.enabled),
  );
  registerEndpoint(app, shortLinkDelete, ({ tenantId, params }) =>
    deleteShortLink(db, tenantId, params.id),
  );
  registerEndpoint(app, shortLinkQuota, ({ tenantId }) => quotaOf(db, tenantId, now()));
  registerEndpoint(app, shortLinkStatistics, ({ tenantId, query }) =>
    statisticsOf(db, tenantId, query),
  );
  registerEndpoint(app, shortLinkMiniPrograms, ({ tenantId }) =>
    db
      .select({ id: platformMiniPrograms.id, name: platformMiniPrograms.nickName })
      .from(platformMiniPrograms)
      .where(
        and(eq(platformMiniPrograms.tenantId, tenantId), eq(platformMiniPrograms.bindStatus, 1)),
      ),
  );
}

const KEY = /^[0-9a-f]{32}$/;
const FOOTNOTE = '沙箱平台模拟获客助手链接';
const gone = (line: string): PublicCard => ({
  title: '链接已失效',
  mark: 'bad',
  heading: '链接已失效',
  lines: [line],
  footnote: FOOTNOTE,
});

export async function registerShortLinkPublicRoute(
  app: FastifyInstance,
  deps: RouteDeps,
): Promise<void> {
  await registerPublicScope(app, deps, (scope) => {
    scope.get<{ Params: { key: string } }>(
      '/l/:key',
      { exposeHeadRoute: false },
      async (request, reply) => {
        const link = KEY.test(request.params.key)
          ? await findLinkByKey(deps.db, request.params.key)
          : undefined;
        if (!link) return sendCard(reply, gone('该链接不存在或已被删除。'), 404);
        const at = new Date(deps.now());
        const usable = linkUsable(link, at);
        if (usable !== 'ok')
          return sendCard(reply, gone(usable === 'expired' ? '该链接已过期。' : '该链接已停用。'));
        const channel = channelOf(link, fieldOf(request.query, 'c', 30));
        const visitor = visitorOf(request, reply, 'sl_vid', '/l/', () =>
          randomBytes(16).toString('base64url'),
        );
        await recordView(deps.db, link, channel, visitor, at);
        const config = link.config as unknown as ShortLinkForm & {
          issued?: { url_link: string } | null;
        };
        return sendCard(reply, {
          title: config.landing_title || link.name,
          mark: 'info',
          heading: config.landing_title || link.name,
          lines: [config.landing_description || '点击下方按钮添加企业微信，获取一对一服务。'],
          form: {
            action: `/l/${request.params.key}`,
            hidden: { c: channel },
            button: '添加企业微信',
            nickname: true,
          },
          link:
            config.mini_program_enable && config.issued
              ? { href: config.issued.url_link, text: '打开小程序' }
              : undefined,
          footnote: FOOTNOTE,
        });
      },
    );
    scope.post<{ Params: { key: string } }>('/l/:key', async (request, reply) => {
      const link = KEY.test(request.params.key)
        ? await findLinkByKey(deps.db, request.params.key)
        : undefined;
      if (!link) return sendCard(reply, gone('该链接不存在或已被删除。'), 404);
      const at = new Date(deps.now());
      if (linkUsable(link, at) !== 'ok') return sendCard(reply, gone('该链接已过期或已停用。'));
      const channel = channelOf(link, fieldOf(request.body, 'c', 30));
      const nickname = fieldOf(request.body, 'name', 30).trim() || undefined;
      const outcome = await addThroughLink(deps.db, link, channel, nickname, at);
      if (!outcome.ok) {
        return sendCard(reply, {
          title: '暂时无法添加',
          mark: 'bad',
          heading: '暂时无法添加',
          lines: [
            outcome.problem === 'quota'
              ? QUOTA_EXHAUSTED_MESSAGE
              : '当前没有可接待的员工，请稍后再试。',
          ],
          footnote: FOOTNOTE,
        });
      }
      return sendCard(reply, {
        title: '添加成功',
        mark: 'ok',
        heading: '添加成功',
        lines: [`你已添加 ${outcome.employeeName} 为企业微信好友。`],
        rows: [
          ['模拟客户', outcome.customerName],
          ['获客链接', link.name],
        ],
        footnote: FOOTNOTE,
      });
    });
  });
}
