// /super-form/form-data through the export center (docs/architecture.md "Exports"): one form's
// records with the page's filters, newest first; after the chosen columns, one column per
// question of the form. Another tenant's form is not found (107001) when the export is made.
import type { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../../contract/envelope';
import {
  BEHAVIOUR_LABELS,
  CUSTOMER_TYPE_LABELS,
} from '../../../../contract/material/super-form/api-types';
import type { Behaviour, CustomerType } from '../../../../contract/material/super-form/api-types';
import { SUPERFORM_ERRORS } from '../../../../contract/material/super-form/error-codes';
import { recordListQuerySchema } from '../../../../contract/material/super-form/query-schema';
import type { Database } from '../../../db/database';
import { BusinessError } from '../../../http/http-errors';
import type { ExportSource } from '../../setting/export-log/export-sources';
import { pagedExportSource } from '../../setting/export-log/paged-export-source';
import { findForm } from './form-queries';
import { questionColumns, recordExportRow } from './record-mapping';
import { listRecords } from './record-queries';
import { offsetOf } from '../../../db/list-query';

async function formOf(db: Database, tenantId: string, formId: number) {
  const form = await findForm(db, tenantId, formId);
  if (!form) throw new BusinessError(SUPERFORM_ERRORS.notFound.code, SUPERFORM_ERRORS.notFound.msg);
  return form;
}

const source = pagedExportSource({
  schema: recordListQuerySchema,
  async summarize(db, tenantId, query) {
    const form = await formOf(db, tenantId, query.form_id);
    const parts = [`表单：${form.title || '表单'}`];
    if (query.behaviour) parts.push(`行为：${BEHAVIOUR_LABELS[query.behaviour as Behaviour]}`);
    if (query.customer_type) {
      parts.push(`客户类型：${CUSTOMER_TYPE_LABELS[query.customer_type as CustomerType]}`);
    }
    if (query.start_date || query.end_date) {
      parts.push(`时间：${query.start_date ?? ''} 至 ${query.end_date ?? ''}`);
    }
    return parts.join('；');
  },
  async list(db, tenantId, query, page) {
    const { rows, total } = await listRecords(db, tenantId, query, {
      limit: page.page_size,
      offset: offsetOf(page),
    });
    return { list: rows, total };
  },
  toRow: recordExportRow,
  maxPageSize: MAX_PAGE_SIZE,
});

export const recordsExportSource: ExportSource<z.output<typeof recordListQuerySchema>> = {
  ...source,
  extraColumns: async (db, tenantId, query) =>
    questionColumns((await formOf(db, tenantId, query.form_id)).componentList),
};
