// spec §3 "Mini program": the tenant's mini programs (as the platform lists them) and their
// binding under /authorize, so short chains can open them. Not a spec §7 call: our own paths.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PLATFORM_ERRORS } from '../../../../../contract/platform';
import type {
  BindStatus,
  MiniProgram,
} from '../../../../../contract/setting/authorize-mini-program';
import { BIND_STATUS } from '../../../../../contract/setting/authorize-mini-program';
import {
  miniProgramBind,
  miniProgramList,
  miniProgramUnbind,
} from '../../../../../contract/setting/authorize-endpoints';
import type { Database } from '../../../../db/database';
import { platformMiniPrograms } from '../../../../db/schema/platform';
import { registerEndpoint } from '../../../../http/endpoint-routes';
import { BusinessError } from '../../../../http/http-errors';
import { addOperateRecord } from '../operate-records';
import type { PlatformServices } from '../../../platform/platform-services';

/** spec §3 authorizer_status: 2 means the mini program's owner cancelled the authorization. */
const AUTHORIZER_CANCELLED = 2;

type Row = typeof platformMiniPrograms.$inferSelect;

function toMiniProgram(row: Row): MiniProgram {
  return {
    id: row.id,
    applet_function: row.appletFunction,
    authorization_appid: row.authorizationAppid,
    nick_name: row.nickName,
    release_status: row.releaseStatus,
    authorizer_status: row.authorizerStatus,
    head_img: row.headImg,
    bind_status: row.bindStatus as BindStatus,
    wx_third_platform_id: row.wxThirdPlatformId,
    tenant_id: row.tenantId,
    verify_type_info: row.verifyTypeInfo,
  };
}

async function findOne(db: Database, tenantId: string, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(platformMiniPrograms)
    .where(and(eq(platformMiniPrograms.tenantId, tenantId), eq(platformMiniPrograms.id, id)));
  return row;
}

export function registerMiniProgramRoutes(app: FastifyInstance, services: PlatformServices): void {
  const { db } = services;

  registerEndpoint(app, miniProgramList, async ({ tenantId }) => {
    const rows = await db
      .select()
      .from(platformMiniPrograms)
      .where(eq(platformMiniPrograms.tenantId, tenantId))
      .orderBy(asc(platformMiniPrograms.id));
    return { list: rows.map(toMiniProgram), total: rows.length, page: 1, page_size: rows.length };
  });

  for (const [action, endpoint] of [
    ['bind', miniProgramBind],
    ['unbind', miniProgramUnbind],
  ] as const) {
    registerEndpoint(app, endpoint, async ({ auth: operator, body: { id } }) => {
      const row = await findOne(db, operator.tenantId, id);
      if (!row) {
        const { code, msg } = PLATFORM_ERRORS.miniProgramNotFound;
        throw new BusinessError(code, msg);
      }
      if (action === 'bind' && row.authorizerStatus === AUTHORIZER_CANCELLED) {
        const { code, msg } = PLATFORM_ERRORS.miniProgramUnauthorized;
        throw new BusinessError(code, msg);
      }
      const bindStatus = action === 'bind' ? BIND_STATUS.bound : BIND_STATUS.unbound;
      await db
        .update(platformMiniPrograms)
        .set({ bindStatus })
        .where(
          and(
            eq(platformMiniPrograms.tenantId, operator.tenantId),
            eq(platformMiniPrograms.id, id),
          ),
        );
      const at = new Date(services.now());
      const verb = action === 'bind' ? '绑定' : '解绑';
      await addOperateRecord(
        db,
        operator,
        action === 'bind' ? 'mini_program_bind' : 'mini_program_unbind',
        `${verb}小程序「${row.nickName}」`,
        at,
      );
      return toMiniProgram({ ...row, bindStatus });
    });
  }
}
