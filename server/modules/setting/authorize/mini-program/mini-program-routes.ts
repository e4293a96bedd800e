// spec §3 "Mini program": the tenant's mini programs (as the platform lists them) and their
// binding under /authorize, so short chains can open them. Not a spec §7 call: our own paths.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ListData } from '../../../../../contract/envelope';
import { failure, success } from '../../../../../contract/envelope';
import { PLATFORM_API, PLATFORM_ERRORS } from '../../../../../contract/platform';
import type {
  BindStatus,
  MiniProgram,
} from '../../../../../contract/setting/authorize-mini-program';
import {
  BIND_STATUS,
  miniProgramBindSchema,
} from '../../../../../contract/setting/authorize-mini-program';
import type { Database } from '../../../../db/database';
import { platformMiniPrograms } from '../../../../db/schema/platform';
import { requireAuth } from '../../../../http/auth/request-auth';
import { parseBody } from '../../../../http/parse-body';
import { addOperateRecord } from '../operate-records';
import { AUTHORIZE_CODE } from '../own-app-routes';
import type { PlatformServices } from '../../../platform/platform-services';
import { page } from '../../../../../contract/endpoint';
import { routeAccess } from '../../../../http/route-audit';

const BASE = `${PLATFORM_API}/mini-program`;
const AUTHORIZED = { config: { permission: AUTHORIZE_CODE } };
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

  app.get(`${BASE}/list`, routeAccess(page('/authorize')), async (request) => {
    const { tenantId } = requireAuth(request);
    const rows = await db
      .select()
      .from(platformMiniPrograms)
      .where(eq(platformMiniPrograms.tenantId, tenantId))
      .orderBy(asc(platformMiniPrograms.id));
    const data: ListData<MiniProgram> = {
      list: rows.map(toMiniProgram),
      total: rows.length,
      page: 1,
      page_size: rows.length,
    };
    return success(data);
  });

  for (const action of ['bind', 'unbind'] as const) {
    app.post(`${BASE}/${action}`, AUTHORIZED, async (request) => {
      const operator = requireAuth(request);
      const { id } = parseBody(miniProgramBindSchema, request.body);
      const row = await findOne(db, operator.tenantId, id);
      if (!row) {
        const { code, msg } = PLATFORM_ERRORS.miniProgramNotFound;
        return failure(code, msg);
      }
      if (action === 'bind' && row.authorizerStatus === AUTHORIZER_CANCELLED) {
        const { code, msg } = PLATFORM_ERRORS.miniProgramUnauthorized;
        return failure(code, msg);
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
      return success(toMiniProgram({ ...row, bindStatus }));
    });
  }
}
