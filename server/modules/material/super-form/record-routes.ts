// issue #7 /super-form/form-data API under /scrm/v1/superform/record/..., guarded by the
// /super-form code; a form or record of another tenant is not found.
import type { FastifyInstance } from 'fastify';
import type { ListData } from '../../../../contract/envelope';
import { failure, success } from '../../../../contract/envelope';
import type {
  RecordExport,
  RecordListItem,
} from '../../../../contract/material/super-form/api-types';
import { SUPERFORM_API } from '../../../../contract/material/super-form/api-types';
import { msToChinaDateTime } from '../../../../contract/material/super-form/date-rule';
import { SUPERFORM_ERRORS } from '../../../../contract/material/super-form/error-codes';
import {
  recordFilterSchema,
  recordIdQuerySchema,
  recordListQuerySchema,
  summaryQuerySchema,
} from '../../../../contract/material/super-form/query-schema';
import type { RouteDeps } from '../../../http/app-deps';
import { requireAuth } from '../../../http/auth/request-auth';
import { parseBody } from '../../../http/parse-body';
import { findForm } from './form-queries';
import { SUPER_FORM_CODE } from './form-routes';
import { buildCsv, buildSummary, rowToRecord, toRecordDetail } from './record-mapping';
import { countChoices, effectsOf, findRecord, listRecords } from './record-queries';

const guarded = { config: { permission: SUPER_FORM_CODE } };
const formNotFound = () => failure(SUPERFORM_ERRORS.notFound.code, SUPERFORM_ERRORS.notFound.msg);
/** spec §9 page-limit constant: an export holds at most 10000 rows. */
export const EXPORT_LIMIT = 10_000;

export function registerRecordRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get(`${SUPERFORM_API}/record/list`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const query = parseBody(recordListQuerySchema, request.query);
    if (!(await findForm(deps.db, tenantId, query.form_id))) return formNotFound();
    const { rows, total } = await listRecords(deps.db, tenantId, query, {
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    const data: ListData<RecordListItem> = {
      list: rows.map(rowToRecord),
      total,
      page: query.page,
      page_size: query.page_size,
    };
    return success(data);
  });

  app.get(`${SUPERFORM_API}/record/detail`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(recordIdQuerySchema, request.query);
    const row = await findRecord(deps.db, tenantId, id);
    if (!row) return failure(SUPERFORM_ERRORS.notFound.code, '记录不存在或已被删除');
    return success(toRecordDetail(row, await effectsOf(deps.db, tenantId, id)));
  });

  app.get(`${SUPERFORM_API}/record/summary`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { form_id: formId } = parseBody(summaryQuerySchema, request.query);
    const form = await findForm(deps.db, tenantId, formId);
    if (!form) return formNotFound();
    return success(buildSummary(form.componentList, await countChoices(deps.db, tenantId, formId)));
  });

  // A direct download (no /export-log yet): the CSV text in the envelope, saved by the console.
  app.post(`${SUPERFORM_API}/record/export`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const filter = parseBody(recordFilterSchema, request.body);
    const form = await findForm(deps.db, tenantId, filter.form_id);
    if (!form) return formNotFound();
    const { rows } = await listRecords(deps.db, tenantId, filter, {
      limit: EXPORT_LIMIT,
      offset: 0,
    });
    const stamp = msToChinaDateTime(deps.now()).replace(/\D/g, '');
    const data: RecordExport = {
      file_name: `${form.title || '表单'}-表单数据-${stamp}.csv`,
      content: buildCsv(form.componentList, rows),
      rows: rows.length,
    };
    return success(data);
  });
}
