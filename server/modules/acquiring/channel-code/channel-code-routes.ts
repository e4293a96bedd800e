// issue #9 /channel-code: groups, the list, one code, create / edit / copy / delete / move,
// and the statistics. All need the page's code and read only the token's tenant.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { textId } from '../../../../contract/fields';
import {
  channelCodeFormSchema,
  channelCodeGroupSchema,
  channelCodeListQuerySchema,
  moveCodesSchema,
  statisticsQuerySchema,
} from '../../../../contract/acquiring/channel-code';
import { success } from '../../../../contract/envelope';
import type { RouteDeps } from '../../../http/app-deps';
import { requireAuth } from '../../../http/auth/request-auth';
import { parseBody } from '../../../http/parse-body';
import { createPlatformAdapter } from '../../../platform/adapter';
import { CHANNEL_CODE_CODE } from '../../company/mail-list/company-codes';
import {
  codeNotFound,
  copyCode,
  createCode,
  deleteCode,
  moveCodes,
  updateCode,
} from './channel-code-commands';
import { createGroup, deleteGroup, listGroups, renameGroup } from './channel-code-groups';
import { channelCodeDetail, findCode, listChannelCodes } from './channel-code-queries';
import { channelCodeStatistics } from './channel-code-statistics';

// issue #25 finding 5: digits only, within PostgreSQL's integer.
const idParams = z.object({ id: textId('编号') });

export function registerChannelCodeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const adapter = createPlatformAdapter(deps.db);
  const guarded = { config: { permission: CHANNEL_CODE_CODE } };
  const groups = '/scrm/v1/acquiring/channel-code/groups';
  const codes = '/scrm/v1/acquiring/channel-codes';
  const now = () => new Date(deps.now());

  app.get(groups, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    return success(await listGroups(deps.db, tenantId));
  });
  app.post(groups, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    return createGroup(deps.db, tenantId, parseBody(channelCodeGroupSchema, request.body).name);
  });
  app.post(`${groups}/:id`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(idParams, request.params);
    return renameGroup(deps.db, tenantId, id, parseBody(channelCodeGroupSchema, request.body).name);
  });
  app.delete(`${groups}/:id`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    return deleteGroup(deps.db, tenantId, parseBody(idParams, request.params).id);
  });

  app.get(codes, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const query = parseBody(channelCodeListQuerySchema, request.query);
    return success(await listChannelCodes(deps.db, tenantId, query, now()));
  });
  app.post(codes, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    return createCode(
      deps.db,
      adapter,
      tenantId,
      parseBody(channelCodeFormSchema, request.body),
      now(),
    );
  });
  app.post(`${codes}/move`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const body = parseBody(moveCodesSchema, request.body);
    return moveCodes(deps.db, tenantId, body.ids, body.group_id);
  });
  app.get(`${codes}/:id`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const detail = await channelCodeDetail(
      deps.db,
      tenantId,
      parseBody(idParams, request.params).id,
      now(),
    );
    return detail ? success(detail) : codeNotFound();
  });
  app.post(`${codes}/:id`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(idParams, request.params);
    return updateCode(
      deps.db,
      adapter,
      tenantId,
      id,
      parseBody(channelCodeFormSchema, request.body),
      now(),
    );
  });
  app.post(`${codes}/:id/copy`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    return copyCode(deps.db, adapter, tenantId, parseBody(idParams, request.params).id, now());
  });
  app.delete(`${codes}/:id`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    return deleteCode(deps.db, adapter, tenantId, parseBody(idParams, request.params).id);
  });
  app.get(`${codes}/:id/statistics`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(idParams, request.params);
    const query = parseBody(statisticsQuerySchema, request.query);
    if (!(await findCode(deps.db, tenantId, id))) return codeNotFound();
    return success(await channelCodeStatistics(deps.db, tenantId, id, query));
  });
}
