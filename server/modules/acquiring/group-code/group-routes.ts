// issue #15 /group-code: guarded endpoints (contract/acquiring/group-code.ts), the sandbox's
// joins and failure switch, and the public scan URL /s/g/<key> (outside the guard,
// rate-limited): GET shows the current group (a scan), POST joins it.
import type { FastifyInstance } from 'fastify';
import {
  groupCodeCreate,
  groupCodeDelete,
  groupCodeDetail,
  groupCodeGroupOptions,
  groupCodeList,
  groupCodeSandboxFailure,
  groupCodeSandboxJoins,
  groupCodeStatistics,
  groupCodeUpdate,
} from '../../../../contract/acquiring/group-code';
import { TOOL_ERROR_CODES } from '../../../../contract/acquiring/tool-fields';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { createPlatformAdapter } from '../../../platform/adapter';
import { setGroupJoinFailure } from '../../../platform/sandbox/group-join-failure';
import { fieldOf, registerPublicScope, sendCard } from '../tool-kit/public-page';
import type { PublicCard } from '../tool-kit/public-page';
import { createGroupCode, deleteGroupCode, updateGroupCode } from './group-commands';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';
import { currentQr, joinGroupCode, recordGroupEvent } from './group-join';
import type { GroupJoinReporter } from './group-join';
import {
  findGroupCode,
  groupCodeDetailOf,
  groupOptions,
  groupStatistics,
  listGroupCodes,
} from './group-queries';
import { and, desc, eq } from 'drizzle-orm';
import { groupCodeEvents, groupCodes } from '../../../db/schema/acquiring-tools';

export function registerGroupCodeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const adapter = createPlatformAdapter(db);
  const report: GroupJoinReporter = (tenantId, event) => applyPlatformEvent(db, tenantId, event);
  const now = () => new Date(deps.now());
  registerEndpoint(app, groupCodeList, ({ tenantId, query }) =>
    listGroupCodes(db, tenantId, query, now()),
  );
  registerEndpoint(app, groupCodeDetail, ({ tenantId, params }) =>
    groupCodeDetailOf(db, tenantId, params.id, now()),
  );
  registerEndpoint(app, groupCodeCreate, ({ tenantId, body }) =>
    createGroupCode(db, adapter, tenantId, body, now()),
  );
  registerEndpoint(app, groupCodeUpdate, ({ tenantId, params, body }) =>
    updateGroupCode(db, adapter, tenantId, params.id, body, now()),
  );
  registerEndpoint(app, groupCodeDelete, ({ tenantId, params }) =>
    deleteGroupCode(db, adapter, tenantId, params.id),
  );
  registerEndpoint(app, groupCodeStatistics, ({ tenantId, query }) =>
    groupStatistics(db, tenantId, query),
  );
  registerEndpoint(app, groupCodeGroupOptions, ({ tenantId }) => groupOptions(db, tenantId));
  registerEndpoint(app, groupCodeSandboxFailure, ({ tenantId, body }) => {
    setGroupJoinFailure(tenantId, body.fail);
    return { fail: body.fail };
  });
  registerEndpoint(app, groupCodeSandboxJoins, async ({ tenantId, params, body }) => {
    await findGroupCode(db, tenantId, params.id);
    // "Switched" when a join lands in another group than the code's previous join did.
    const [previous] = await db
      .select({ qrId: groupCodeEvents.qrId })
      .from(groupCodeEvents)
      .where(
        and(
          eq(groupCodeEvents.tenantId, tenantId),
          eq(groupCodeEvents.groupCodeId, params.id),
          eq(groupCodeEvents.kind, 'join'),
        ),
      )
      .orderBy(desc(groupCodeEvents.id))
      .limit(1);
    let joined = 0;
    let switchedTo: string | null = null;
    let lastQrId = previous?.qrId ?? null;
    for (let index = 0; index < body.count; index += 1) {
      const qr = await joinGroupCode(db, adapter, report, tenantId, params.id, now());
      if (!qr) break;
      joined += 1;
      if (lastQrId !== null && qr.id !== lastQrId) switchedTo = qr.name;
      lastQrId = qr.id;
    }
    if (joined === 0) {
      throw new BusinessError(TOOL_ERROR_CODES.groupsFull, '所有群已满或已过期，且未开启自动建群');
    }
    return { joined, switched_to: switchedTo };
  });
}

const KEY = /^[0-9a-f]{32}$/;
const FOOTNOTE = '沙箱平台模拟扫码入群';

export async function registerGroupScanRoute(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const adapter = createPlatformAdapter(deps.db);
  const report: GroupJoinReporter = (tenantId, event) =>
    applyPlatformEvent(deps.db, tenantId, event);
  const codeOf = async (key: string) =>
    KEY.test(key)
      ? (await deps.db.select().from(groupCodes).where(eq(groupCodes.publicKey, key)))[0]
      : undefined;
  const invalid: PublicCard = {
    title: '二维码无效',
    mark: 'bad',
    heading: '二维码无效',
    lines: ['该群活码已失效或已被删除。'],
    footnote: FOOTNOTE,
  };
  const full = (name: string): PublicCard => ({
    title: '暂时无法入群',
    mark: 'bad',
    heading: '群已满',
    lines: [`「${name}」的群都已满员或过期，请联系商家。`],
    footnote: FOOTNOTE,
  });
  await registerPublicScope(app, deps, (scope) => {
    scope.get<{ Params: { key: string } }>(
      '/s/g/:key',
      { exposeHeadRoute: false },
      async (request, reply) => {
        const code = await codeOf(request.params.key);
        if (!code || !code.enabled) return sendCard(reply, invalid, 404);
        const at = new Date(deps.now());
        let qr;
        try {
          qr = await currentQr(deps.db, code.tenantId, code.id, at);
        } catch {
          qr = undefined;
        }
        await recordGroupEvent(deps.db, code.tenantId, code.id, qr?.id ?? null, 'scan', at);
        if (!qr) return sendCard(reply, full(code.name));
        const guide = (code.config as { join_guide?: string }).join_guide;
        return sendCard(reply, {
          title: code.name,
          mark: 'info',
          heading: qr.name,
          lines: [guide || '长按识别二维码加入群聊'],
          rows: [['群人数', `${qr.members}/${qr.memberCap}`]],
          form: {
            action: `/s/g/${request.params.key}`,
            hidden: {},
            button: '加入群聊',
            nickname: true,
          },
          footnote: FOOTNOTE,
        });
      },
    );
    scope.post<{ Params: { key: string } }>('/s/g/:key', async (request, reply) => {
      const code = await codeOf(request.params.key);
      if (!code || !code.enabled) return sendCard(reply, invalid, 404);
      const nickname = fieldOf(request.body, 'name', 30).trim() || undefined;
      let qr;
      try {
        qr = await joinGroupCode(
          deps.db,
          adapter,
          report,
          code.tenantId,
          code.id,
          new Date(deps.now()),
          nickname,
        );
      } catch {
        qr = undefined;
      }
      if (!qr) return sendCard(reply, full(code.name));
      return sendCard(reply, {
        title: '已加入群聊',
        mark: 'ok',
        heading: '已加入群聊',
        lines: [`你已加入「${qr.name}」。`],
        rows: [['群人数', `${qr.members}/${qr.memberCap}`]],
        footnote: FOOTNOTE,
      });
    });
  });
}
