// issue #7 console API of forms under /scrm/v1/superform/form/..., guarded by the
// /super-form page code (declared in contract/material/super-form/endpoints.ts); every query
// is scoped by the verified token's tenant.
import type { FastifyInstance } from 'fastify';
import type { TitleConfig } from '../../../../contract/material/super-form/component-types';
import {
  formCopy,
  formDelete,
  formDetail,
  formEnd,
  formList,
  formPublish,
  formSave,
} from '../../../../contract/material/super-form/endpoints';
import { SUPERFORM_ERRORS } from '../../../../contract/material/super-form/error-codes';
import { FORM_STATUS } from '../../../../contract/material/super-form/form-schema';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BodyValidationError, BusinessError } from '../../../http/http-errors';
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

const notFound = () =>
  new BusinessError(SUPERFORM_ERRORS.notFound.code, SUPERFORM_ERRORS.notFound.msg);
const COPY_SUFFIX = '-副本';

export function registerFormRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const h5Host = deps.config.h5Host;

  registerEndpoint(app, formList, async ({ tenantId, query }) => {
    const { rows, total } = await listForms(deps.db, tenantId, {
      page: query.page,
      pageSize: query.page_size,
      title: query.title,
      formStatus: query.form_status,
    });
    return {
      list: rows.map((row) => rowToListItem(row, h5Host)),
      total,
      page: query.page,
      page_size: query.page_size,
    };
  });

  registerEndpoint(app, formDetail, async ({ tenantId, query: { id } }) => {
    const row = await findForm(deps.db, tenantId, id);
    if (!row) throw notFound();
    return rowToDetail(row, h5Host);
  });

  // Save (new or existing): the whole §5 table and the §3 settings, rich text sanitised.
  registerEndpoint(app, formSave, async ({ tenantId, userId, body }) => {
    const prepared = await prepareFormInput(body);
    if (!prepared.ok) throw new BodyValidationError(prepared.message, prepared.field);
    const input = prepared.data;
    const row =
      input.id === undefined
        ? await insertForm(deps.db, tenantId, userId, input)
        : await updateForm(deps.db, tenantId, input.id, input);
    if (!row) throw notFound();
    return { id: row.id, public_id: row.publicId };
  });

  registerEndpoint(app, formCopy, async ({ tenantId, userId, body: { id } }) => {
    const row = await findForm(deps.db, tenantId, id);
    if (!row) throw notFound();
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
    return { id: copy.id, public_id: copy.publicId };
  });

  // spec §4: publish a draft or re-open an ended form once it passes every rule again.
  registerEndpoint(app, formPublish, async ({ tenantId, body: { id } }) => {
    const row = await findForm(deps.db, tenantId, id);
    if (!row) throw notFound();
    const prepared = await prepareFormInput(rowToInput(row));
    if (!prepared.ok) throw new BusinessError(SUPERFORM_ERRORS.invalidForm.code, prepared.message);
    if (isClosed({ ...row, formStatus: FORM_STATUS.published }, deps.now())) {
      throw new BusinessError(
        SUPERFORM_ERRORS.statusChange.code,
        '截止时间已过，请修改截止时间后再发布',
      );
    }
    const changed = await changeFormStatus(
      deps.db,
      tenantId,
      id,
      [FORM_STATUS.draft, FORM_STATUS.ended],
      FORM_STATUS.published,
    );
    if (!changed)
      throw new BusinessError(SUPERFORM_ERRORS.statusChange.code, '表单已发布，无需重复发布');
    return null;
  });

  registerEndpoint(app, formEnd, async ({ tenantId, body: { id } }) => {
    if (!(await findForm(deps.db, tenantId, id))) throw notFound();
    const changed = await changeFormStatus(
      deps.db,
      tenantId,
      id,
      [FORM_STATUS.published],
      FORM_STATUS.ended,
    );
    if (!changed)
      throw new BusinessError(SUPERFORM_ERRORS.statusChange.code, '只有已发布的表单可以结束');
    return null;
  });

  registerEndpoint(app, formDelete, async ({ tenantId, body: { id } }) => {
    if (!(await deleteForm(deps.db, tenantId, id))) throw notFound();
    return null;
  });
}
