// issue #15 /lock-code: the guarded endpoints (contract/acquiring/lock-code.ts) and the public
// scan URL /s/k/<key> (outside the guard, rate-limited): GET shows the code, POST adds the
// sandbox customer of this browser (a visitor cookie keeps them the same on a rescan).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  lockBindingList,
  lockBindingTransfer,
  lockBindingUnbind,
  lockCodeCreate,
  lockCodeDelete,
  lockCodeDetail,
  lockCodeList,
  lockCodeStatistics,
  lockCodeToggle,
  lockCodeUpdate,
} from '../../../../contract/acquiring/lock-code';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { createPlatformAdapter } from '../../../platform/adapter';
import { fieldOf, registerPublicScope, sendCard, visitorOf } from '../tool-kit/public-page';
import { transferCustomer, unbindCustomer } from './lock-bindings';
import { createLockCode, deleteLockCode, toggleLockCode, updateLockCode } from './lock-commands';
import { listBindings, listLockCodes, lockCodeDetailOf, lockStatistics } from './lock-queries';
import { handleLockScan, releaseExpiredBindings } from './lock-scan';

export function registerLockCodeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const platform = createPlatformAdapter(db);
  const now = () => new Date(deps.now());
  registerEndpoint(app, lockCodeList, async ({ tenantId, query }) => {
    await releaseExpiredBindings(db, tenantId, now());
    return listLockCodes(db, tenantId, query);
  });
  registerEndpoint(app, lockCodeDetail, ({ tenantId, params }) =>
    lockCodeDetailOf(db, tenantId, params.id),
  );
  registerEndpoint(app, lockCodeCreate, ({ tenantId, body }) =>
    createLockCode(db, platform, tenantId, body, now()),
  );
  registerEndpoint(app, lockCodeUpdate, ({ tenantId, params, body }) =>
    updateLockCode(db, platform, tenantId, params.id, body, now()),
  );
  registerEndpoint(app, lockCodeToggle, ({ tenantId, params, body }) =>
    toggleLockCode(db, tenantId, params.id, body.enabled),
  );
  registerEndpoint(app, lockCodeDelete, ({ tenantId, params }) =>
    deleteLockCode(db, platform, tenantId, params.id),
  );
  registerEndpoint(app, lockBindingList, async ({ tenantId, params, query }) => {
    await releaseExpiredBindings(db, tenantId, now());
    return listBindings(db, tenantId, params.id, query);
  });
  registerEndpoint(app, lockBindingUnbind, async ({ tenantId, params }) => {
    await unbindCustomer(db, tenantId, params.id, now());
    return null;
  });
  registerEndpoint(app, lockBindingTransfer, async ({ tenantId, params, body }) => {
    await transferCustomer(db, tenantId, params.id, body.employee_id, now());
    return null;
  });
  registerEndpoint(app, lockCodeStatistics, ({ tenantId, query }) =>
    lockStatistics(db, tenantId, query),
  );
}

const KEY = /^[0-9a-f]{32}$/;
const FOOTNOTE = '沙箱平台模拟扫码 · 同一浏览器再次扫码视为同一位客户';

export async function registerLockScanRoute(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const adapter = createPlatformAdapter(deps.db);
  await registerPublicScope(app, deps, (scope) => {
    scope.get<{ Params: { key: string } }>(
      '/s/k/:key',
      { exposeHeadRoute: false },
      async (request, reply) => {
        const ok = KEY.test(request.params.key);
        return sendCard(
          reply,
          ok
            ? {
                title: '扫码添加',
                mark: 'info',
                heading: '添加企业微信好友',
                lines: ['扫码后将为你分配专属顾问，之后再次扫码仍由同一位顾问为你服务。'],
                form: {
                  action: `/s/k/${request.params.key}`,
                  hidden: {},
                  button: '添加好友',
                  nickname: true,
                },
                footnote: FOOTNOTE,
              }
            : { title: '二维码无效', mark: 'bad', heading: '二维码无效', footnote: FOOTNOTE },
          ok ? 200 : 404,
        );
      },
    );
    scope.post<{ Params: { key: string } }>('/s/k/:key', async (request, reply) => {
      if (!KEY.test(request.params.key)) {
        return sendCard(
          reply,
          { title: '二维码无效', mark: 'bad', heading: '二维码无效', footnote: FOOTNOTE },
          404,
        );
      }
      const visitor = visitorOf(request, reply, 'lk_vid', '/s/k/', () =>
        randomBytes(16).toString('base64url'),
      );
      const externalUserId = `wm${createHash('sha256').update(`lock:${visitor}`).digest('hex').slice(0, 26)}`;
      const nickname = fieldOf(request.body, 'name', 30).trim() || undefined;
      const outcome = await handleLockScan(deps.db, adapter, {
        publicKey: request.params.key,
        externalUserId,
        nickname,
        at: new Date(deps.now()),
      });
      if (!outcome.ok) {
        const lines = {
          not_found: '该二维码已失效或已被删除，请联系商家获取新的二维码。',
          disabled: `「${outcome.codeName ?? ''}」已停用。`,
          no_employee: `「${outcome.codeName ?? ''}」当前没有可添加的员工，请稍后再试。`,
        };
        return sendCard(
          reply,
          {
            title: '添加失败',
            mark: 'bad',
            heading: '暂时无法添加',
            lines: [lines[outcome.problem]],
            footnote: FOOTNOTE,
          },
          outcome.problem === 'not_found' ? 404 : 200,
        );
      }
      return sendCard(reply, {
        title: '添加成功',
        mark: 'ok',
        heading: '添加成功',
        lines: [
          outcome.reason === 'kept'
            ? `你已绑定专属顾问 ${outcome.employeeName}，本次仍由 TA 为你服务。`
            : `你已添加 ${outcome.employeeName} 为企业微信好友，TA 将成为你的专属顾问。`,
        ],
        rows: [
          ['模拟客户', outcome.customerName],
          ['锁客码', outcome.codeName],
          ['专属期至', outcome.expiresAt ? outcome.expiresAt.toISOString().slice(0, 10) : '永久'],
        ],
        footnote: FOOTNOTE,
      });
    });
  });
}
