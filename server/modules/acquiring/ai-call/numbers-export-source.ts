// /ai-call per-number results through the export center (docs/architecture.md "Exports"):
// one import's numbers with the list's own filters, in line order, keyset batches.
import { and, asc, count, eq, gt, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { NUMBER_STATUS_LABELS, numberListQuery } from '../../../../contract/acquiring/ai-call';
import { textId } from '../../../../contract/fields';
import type { Database } from '../../../db/database';
import { aiCallImports, aiCallNumbers } from '../../../db/schema/acquiring-ai-call';
import type { ExportSource } from '../../setting/export-log/export-sources';
import { parseExportFilters } from '../../setting/export-log/paged-export-source';
import { employeeNames } from './ai-call-store';
import { chinaDateTimeText } from '../../../../contract/china-time';
import { containsPattern } from '../../../db/list-query';

const exportQuery = numberListQuery.extend({ import_id: textId('导入任务') });
type NumbersExportQuery = z.output<typeof exportQuery>;

function where(tenantId: string, query: NumbersExportQuery) {
  return and(
    eq(aiCallNumbers.tenantId, tenantId),
    eq(aiCallNumbers.importId, query.import_id),
    query.phone ? ilike(aiCallNumbers.phone, containsPattern(query.phone)) : undefined,
    query.status !== undefined ? eq(aiCallNumbers.status, query.status) : undefined,
    query.employee_id !== undefined ? eq(aiCallNumbers.employeeId, query.employee_id) : undefined,
  );
}

export const aiCallNumbersExportSource: ExportSource<NumbersExportQuery> = {
  parseFilters: (filters) => parseExportFilters(exportQuery, filters),

  async summarize(db: Database, tenantId, query) {
    const [row] = await db
      .select({ title: aiCallImports.title })
      .from(aiCallImports)
      .where(and(eq(aiCallImports.tenantId, tenantId), eq(aiCallImports.id, query.import_id)));
    const parts = [`导入任务：${row?.title ?? query.import_id}`];
    if (query.phone) parts.push(`手机号含“${query.phone}”`);
    if (query.status !== undefined) parts.push(`状态：${NUMBER_STATUS_LABELS[query.status] ?? ''}`);
    return parts.join('；');
  },

  async count(db, tenantId, query) {
    const [row] = await db.select({ n: count() }).from(aiCallNumbers).where(where(tenantId, query));
    return Number(row?.n ?? 0);
  },

  async *batches(db, tenantId, query, batchSize) {
    let after = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(aiCallNumbers)
        .where(and(where(tenantId, query), gt(aiCallNumbers.id, after)))
        .orderBy(asc(aiCallNumbers.id))
        .limit(batchSize);
      if (rows.length === 0) return;
      const names = await employeeNames(
        db,
        tenantId,
        rows.flatMap((row) => (row.employeeId === null ? [] : [row.employeeId])),
      );
      yield rows.map((row) => ({
        line: row.line,
        phone: row.phone,
        name: row.name,
        tags: row.tags,
        remark: row.remark,
        status: NUMBER_STATUS_LABELS[row.status] ?? String(row.status),
        reason: row.reason,
        employee: row.employeeId === null ? '' : (names.get(row.employeeId) ?? ''),
        allot_num: row.allotNum,
        added_at: row.addedAt ? chinaDateTimeText(row.addedAt.toISOString()) : '',
      }));
      after = rows[rows.length - 1]?.id ?? after;
    }
  },
};
