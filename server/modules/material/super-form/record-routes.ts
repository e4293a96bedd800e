// issue #7 /super-form/form-data API under /scrm/v1/superform/record/..., guarded by the
// /super-form code (contract/material/super-form/endpoints.ts); a form or record of another
// tenant is not found.
import type { FastifyInstance } from 'fastify';
import {
  recordDetail,
  recordList,
  recordSummary,
} from '../../../../contract/material/super-form/endpoints';
import { SUPERFORM_ERRORS } from '../../../../contract/material/super-form/error-codes';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { findForm } from './form-queries';
import { buildSummary, rowToRecord, toRecordDetail } from './record-mapping';
import { countChoices, effectsOf, findRecord, listRecords } from './record-queries';
import { offsetOf } from '../../../db/list-query';

const formNotFound = () =>
  new BusinessError(SUPERFORM_ERRORS.notFound.code, SUPERFORM_ERRORS.notFound.msg);

export function registerRecordRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, recordList, async ({ tenantId, query }) => {
    if (!(await findForm(deps.db, tenantId, query.form_id))) throw formNotFound();
    const { rows, total } = await listRecords(deps.db, tenantId, query, {
      limit: query.page_size,
      offset: offsetOf(query),
    });
    return { list: rows.map(rowToRecord), total, page: query.page, page_size: query.page_size };
  });

  registerEndpoint(app, recordDetail, async ({ tenantId, query: { id } }) => {
    const row = await findRecord(deps.db, tenantId, id);
    if (!row) throw new BusinessError(SUPERFORM_ERRORS.notFound.code, '记录不存在或已被删除');
    return toRecordDetail(row, await effectsOf(deps.db, tenantId, id));
  });

  registerEndpoint(app, recordSummary, async ({ tenantId, query: { form_id: formId } }) => {
    const form = await findForm(deps.db, tenantId, formId);
    if (!form) throw formNotFound();
    return buildSummary(form.componentList, await countChoices(deps.db, tenantId, formId));
  });
}
