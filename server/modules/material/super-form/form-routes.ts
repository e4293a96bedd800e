// issue #7 console API of forms under /scrm/v1/superform/form/..., guarded by the
// /super-form page code; every query is scoped by the verified token's tenant.
import type { FastifyInstance } from 'fastify';
import type { ListData } from '../../../../contract/envelope';
import { failure, success } from '../../../../contract/envelope';
import { menuCodeForPath } from '../../../../contract/menu-codes';
import type { FormListItem } from '../../../../contract/material/super-form/api-types';
import { SUPERFORM_API } from '../../../../contract/material/super-form/api-types';
import { SUPERFORM_ERRORS } from '../../../../contract/material/super-form/error-codes';
import type { TitleConfig } from '../../../../contract/material/super-form/component-types';
import { FORM_STATUS } from '../../../../contract/material/super-form/form-schema';
import {
  formIdBodySchema,
  formIdQuerySchema,
  formListQuerySchema,
} from '../../../../contract/material/super-form/query-schema';
import type { RouteDeps } from '../../../http/app-deps';
import { requireAuth } from '../../../http/auth/request-auth';
import { BodyValidationError } from '../../../http/http-errors';
import { parseBody } from '../../../http/parse-body';
import { isClosed, rowToDetail, rowToInput, rowToListItem } from './form-mapping';
import { prepareFormInput } from './form-input';
import {
  changeFormStatus,
  deleteForm,
  findForm,
  insertForm,
  listForms,
  updateForm,
} from './form-queries';

export const SUPER_FORM_CODE = menuCodeForPath('/super-form') ?? 'rs_scrm_material_super_form';
const guarded = { config: { permission: SUPER_FORM_CODE } };
const notFound = () => failure(SUPERFORM_ERRORS.notFound.code, SUPERFORM_ERRORS.notFound.msg);
const COPY_SUFFIX = '-副本';

export function registerFormRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const h5Host = deps.config.h5Host;

  app.get(`${SUPERFORM_API}/form/list`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const query = parseBody(formListQuerySchema, request.query);
    const { rows, total } = await listForms(deps.db, tenantId, {
      page: query.page,
      pageSize: query.page_size,
      title: query.title,
      formStatus: query.form_status,
    });
    const data: ListData<FormListItem> = {
      list: rows.map((row) => rowToListItem(row, h5Host)),
      total,
      page: query.page,
      page_size: query.page_size,
    };
    return success(data);
  });

  app.get(`${SUPERFORM_API}/form/detail`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(formIdQuerySchema, request.query);
    const row = await findForm(deps.db, tenantId, id);
    return row ? success(rowToDetail(row, h5Host)) : notFound();
  });

  // Save (new or existing): the whole §5 table and the §3 settings, rich text sanitised.
  app.post(`${SUPERFORM_API}/form/save`, guarded, async (request) => {
    const { tenantId, userId } = requireAuth(request);
    const prepared = await prepareFormInput(request.body ?? {});
    if (!prepared.ok) throw new BodyValidationError(prepared.message, prepared.field);
    const input = prepared.data;
    const row =
      input.id === undefined
        ? await insertForm(deps.db, tenantId, userId, input)
        : await updateForm(deps.db, tenantId, input.id, input);
    return row ? success({ id: row.id, public_id: row.publicId }) : notFound();
  });

  app.post(`${SUPERFORM_API}/form/copy`, guarded, async (request) => {
    const { tenantId, userId } = requireAuth(request);
    const { id } = parseBody(formIdBodySchema, request.body);
    const row = await findForm(deps.db, tenantId, id);
    if (!row) return notFound();
    const input = rowToInput(row);
    const componentList = input.component_list.map((component) => {
      if (component.field_type !== 'title') return component;
      const title = `${component.field_config.title}${COPY_SUFFIX}`.slice(0, 50);
      const fieldConfig: TitleConfig = { ...component.field_config, title };
      return { ...component, field_config: fieldConfig };
    });
    const copy = await insertForm(deps.db, tenantId, userId, {
      ...input,
      component_list: componentList,
    });
    return success({ id: copy.id, public_id: copy.publicId });
  });

  // spec §4: publish a draft or re-open an ended form once it passes every rule again.
  app.post(`${SUPERFORM_API}/form/publish`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(formIdBodySchema, request.body);
    const row = await findForm(deps.db, tenantId, id);
    if (!row) return notFound();
    const prepared = await prepareFormInput(rowToInput(row));
    if (!prepared.ok) return failure(SUPERFORM_ERRORS.invalidForm.code, prepared.message);
    if (isClosed({ ...row, formStatus: FORM_STATUS.published }, deps.now())) {
      return failure(SUPERFORM_ERRORS.statusChange.code, '截止时间已过，请修改截止时间后再发布');
    }
    const changed = await changeFormStatus(
      deps.db,
      tenantId,
      id,
      [FORM_STATUS.draft, FORM_STATUS.ended],
      FORM_STATUS.published,
    );
    return changed
      ? success(null)
      : failure(SUPERFORM_ERRORS.statusChange.code, '表单已发布，无需重复发布');
  });

  app.post(`${SUPERFORM_API}/form/end`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(formIdBodySchema, request.body);
    if (!(await findForm(deps.db, tenantId, id))) return notFound();
    const changed = await changeFormStatus(
      deps.db,
      tenantId,
      id,
      [FORM_STATUS.published],
      FORM_STATUS.ended,
    );
    return changed
      ? success(null)
      : failure(SUPERFORM_ERRORS.statusChange.code, '只有已发布的表单可以结束');
  });

  app.post(`${SUPERFORM_API}/form/delete`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(formIdBodySchema, request.body);
    return (await deleteForm(deps.db, tenantId, id)) ? success(null) : notFound();
  });
}
