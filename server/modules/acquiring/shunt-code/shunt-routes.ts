// issue #15 /shunt-code: guarded endpoints (contract/acquiring/shunt-code.ts) and the public
// scan URL /s/s/<key> (outside the guard, rate-limited): GET is a scan — one exposure of the
// picked target; POST (the exposure's token) is the customer pressing 添加.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  shuntCodeCreate,
  shuntCodeDelete,
  shuntCodeDetail,
  shuntCodeList,
  shuntCodeStatistics,
  shuntCodeToggle,
  shuntCodeUpdate,
  shuntTargetOptions,
} from '../../../../contract/acquiring/shunt-code';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { channelCodes } from '../../../db/schema/acquiring';
import { groupCodes } from '../../../db/schema/acquiring-tools';
import { createPlatformAdapter } from '../../../platform/adapter';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';
import { joinGroupCode } from '../group-code/group-join';
import type { GroupJoinReporter } from '../group-code/group-join';
import { fieldOf, registerPublicScope, sendCard } from '../tool-kit/public-page';
import {
  createShuntCode,
  deleteShuntCode,
  toggleShuntCode,
  updateShuntCode,
} from './shunt-commands';
import { listShuntCodes, shuntCodeDetailOf, shuntStatistics } from './shunt-queries';
import { addThroughExposure, showShuntTarget } from './shunt-scan';

export function registerShuntCodeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const platform = createPlatformAdapter(db);
  const now = () => new Date(deps.now());
  registerEndpoint(app, shuntCodeList, ({ tenantId, query }) =>
    listShuntCodes(db, tenantId, query),
  );
  registerEndpoint(app, shuntCodeDetail, ({ tenantId, params }) =>
    shuntCodeDetailOf(db, tenantId, params.id),
  );
  registerEndpoint(app, shuntCodeCreate, ({ tenantId, body }) =>
    createShuntCode(db, platform, tenantId, body, now()),
  );
  registerEndpoint(app, shuntCodeUpdate, ({ tenantId, params, body }) =>
    updateShuntCode(db, platform, tenantId, params.id, body, now()),
  );
  registerEndpoint(app, shuntCodeToggle, ({ tenantId, params, body }) =>
    toggleShuntCode(db, tenantId, params.id, body.enabled),
  );
  registerEndpoint(app, shuntCodeDelete, ({ tenantId, params }) =>
    deleteShuntCode(db, platform, tenantId, params.id),
  );
  registerEndpoint(app, shuntCodeStatistics, ({ tenantId, query }) =>
    shuntStatistics(db, tenantId, query),
  );
  registerEndpoint(app, shuntTargetOptions, async ({ tenantId }) => ({
    channel_codes: await db
      .select({ id: channelCodes.id, name: channelCodes.name })
      .from(channelCodes)
      .where(eq(channelCodes.tenantId, tenantId))
      .orderBy(channelCodes.name),
    group_codes: await db
      .select({ id: groupCodes.id, name: groupCodes.name })
      .from(groupCodes)
      .where(and(eq(groupCodes.tenantId, tenantId), eq(groupCodes.enabled, true)))
      .orderBy(groupCodes.name),
  }));
}

const KEY = /^[0-9a-f]{32}$/;
const TOKEN = /^[0-9a-f]{32}$/;
const FOOTNOTE = '沙箱平台模拟扫码 · 每次打开计一次曝光';
const KIND_TEXT = {
  employee: '企业微信员工',
  channel_code: '渠道活码',
  group_code: '群活码',
} as const;

export async function registerShuntScanRoute(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const adapter = createPlatformAdapter(deps.db);
  const report: GroupJoinReporter = (tenantId, event) =>
    applyPlatformEvent(deps.db, tenantId, event);
  const invalid = {
    title: '二维码无效',
    mark: 'bad',
    heading: '二维码无效',
    lines: ['该二维码已失效或已被删除。'],
    footnote: FOOTNOTE,
  } as const;
  await registerPublicScope(app, deps, (scope) => {
    scope.get<{ Params: { key: string } }>(
      '/s/s/:key',
      { exposeHeadRoute: false },
      async (request, reply) => {
        if (!KEY.test(request.params.key)) return sendCard(reply, invalid, 404);
        const outcome = await showShuntTarget(deps.db, request.params.key, new Date(deps.now()));
        if (!outcome.ok) {
          if (outcome.problem === 'not_found') return sendCard(reply, invalid, 404);
          return sendCard(reply, {
            title: '暂时无法添加',
            mark: 'bad',
            heading: '暂时无法添加',
            lines: [
              outcome.problem === 'disabled'
                ? '该分流码已停用。'
                : '当前没有可分配的目标，请稍后再试。',
            ],
            footnote: FOOTNOTE,
          });
        }
        return sendCard(reply, {
          title: outcome.codeName,
          mark: 'info',
          heading: outcome.targetName,
          lines: [`为你分配的${KIND_TEXT[outcome.kind]}，点击下方按钮添加。`],
          form: {
            action: `/s/s/${request.params.key}`,
            hidden: { t: outcome.token },
            button: outcome.kind === 'group_code' ? '加入群聊' : '添加好友',
            nickname: true,
          },
          footnote: FOOTNOTE,
        });
      },
    );
    scope.post<{ Params: { key: string } }>('/s/s/:key', async (request, reply) => {
      const token = fieldOf(request.body, 't');
      if (!KEY.test(request.params.key) || !TOKEN.test(token)) return sendCard(reply, invalid, 404);
      const nickname = fieldOf(request.body, 'name', 30).trim() || undefined;
      const outcome = await addThroughExposure(
        deps.db,
        request.params.key,
        token,
        nickname,
        new Date(deps.now()),
        (tenantId, codeId, at) =>
          joinGroupCode(deps.db, adapter, report, tenantId, codeId, at, nickname).then(
            Boolean,
            () => false,
          ),
      );
      if (!outcome.ok) {
        return sendCard(reply, {
          title: '无法重复添加',
          mark: 'bad',
          heading: outcome.problem === 'used' ? '已添加过' : '页面已失效',
          lines: ['请重新扫码。'],
          footnote: FOOTNOTE,
        });
      }
      return sendCard(reply, {
        title: '添加成功',
        mark: 'ok',
        heading: '添加成功',
        rows: [
          ['模拟客户', outcome.customerName],
          ['分流码', outcome.codeName],
          ['分配目标', outcome.targetName],
        ],
        footnote: FOOTNOTE,
      });
    });
  });
}
