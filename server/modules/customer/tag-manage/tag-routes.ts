// issue #9 /tag-manage routes. Reads are open to the pages that pick tags; writes need the
// tag-manage code. Ids in paths are looked up within the token's tenant only.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { textId } from '../../../../contract/fields';
import { success } from '../../../../contract/envelope';
import {
  addTagsSchema,
  createTagGroupSchema,
  renameTagGroupSchema,
  renameTagSchema,
  reorderSchema,
} from '../../../../contract/customer/tag-manage';
import type { RouteDeps } from '../../../http/app-deps';
import { requireAuth } from '../../../http/auth/request-auth';
import { parseBody } from '../../../http/parse-body';
import { createPlatformAdapter } from '../../../platform/adapter';
import { TAG_MANAGE_CODE, TAG_READER_CODES } from '../../company/mail-list/company-codes';
import { requireAnyCode } from '../../company/mail-list/require-any-code';
import {
  addTags,
  createTagGroup,
  deleteTag,
  deleteTagGroup,
  renameTag,
  renameTagGroup,
  reorder,
} from './tag-commands';
import { listTagGroups } from './tag-queries';
import { syncTags } from './tag-sync';

// issue #25 finding 5: digits only, within PostgreSQL's integer.
const idParams = z.object({ id: textId('编号') });
const countsQuery = z.object({ counts: z.enum(['true', 'false']).optional() });

export function registerTagRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const adapter = createPlatformAdapter(deps.db);
  const guarded = { config: { permission: TAG_MANAGE_CODE } };
  const base = '/scrm/v1/customer/tag-groups';

  app.get(base, async (request) => {
    const { tenantId } = requireAnyCode(request, TAG_READER_CODES);
    const { counts } = parseBody(countsQuery, request.query);
    return success(await listTagGroups(deps.db, tenantId, { withCounts: counts === 'true' }));
  });

  app.post(base, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    return createTagGroup(
      deps.db,
      adapter,
      tenantId,
      parseBody(createTagGroupSchema, request.body),
    );
  });

  app.post(`${base}/reorder`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    return reorder(deps.db, adapter, tenantId, parseBody(reorderSchema, request.body).ids);
  });

  app.post(`${base}/:id`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(idParams, request.params);
    return renameTagGroup(
      deps.db,
      adapter,
      tenantId,
      id,
      parseBody(renameTagGroupSchema, request.body).name,
    );
  });

  app.delete(`${base}/:id`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    return deleteTagGroup(deps.db, adapter, tenantId, parseBody(idParams, request.params).id);
  });

  app.post(`${base}/:id/tags`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(idParams, request.params);
    return addTags(deps.db, adapter, tenantId, id, parseBody(addTagsSchema, request.body).names);
  });

  app.post(`${base}/:id/tags/reorder`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(idParams, request.params);
    return reorder(deps.db, adapter, tenantId, parseBody(reorderSchema, request.body).ids, id);
  });

  app.post('/scrm/v1/customer/tags/sync', guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    return success(await syncTags(deps.db, adapter, tenantId, new Date(deps.now())));
  });

  app.post('/scrm/v1/customer/tags/:id', guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(idParams, request.params);
    return renameTag(deps.db, adapter, tenantId, id, parseBody(renameTagSchema, request.body).name);
  });

  app.delete('/scrm/v1/customer/tags/:id', guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    return deleteTag(deps.db, adapter, tenantId, parseBody(idParams, request.params).id);
  });
}
