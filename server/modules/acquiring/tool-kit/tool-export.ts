// The acquiring tools' exports through the export center (docs/architecture.md "Exports"):
// a tool's list with the list's own filters, and a code's statistics for the period shown.
// Written once here; each tool declares its read and how one row becomes a file row.
import type { z } from 'zod';
import { chinaDateTimeText } from '../../../../contract/china-time';
import { MAX_PAGE_SIZE } from '../../../../contract/envelope';
import type { ListData } from '../../../../contract/envelope';
import { toolListQuery } from '../../../../contract/acquiring/tool-fields';
import type { ToolListQuery } from '../../../../contract/acquiring/tool-fields';
import type { Database } from '../../../db/database';
import type { ExportSource } from '../../setting/export-log/export-sources';
import { pagedExportSource } from '../../setting/export-log/paged-export-source';
import {
  periodSummary,
  tableExportSource,
  type ExportRow,
} from '../../setting/export-log/table-export-source';

interface ToolRow {
  readonly name: string;
  readonly enabled: boolean;
  readonly created_at: string;
}

function toolFilterSummary(query: ToolListQuery): string {
  const parts: string[] = [];
  if (query.name) parts.push(`名称含“${query.name}”`);
  if (query.status) parts.push(`状态：${query.status === 'on' ? '启用' : '停用'}`);
  return parts.length ? parts.join('；') : '全部';
}

/** A tool's list: name, status and creation time, plus the tool's own columns. */
export function toolListExportSource<R extends ToolRow>(
  list: (db: Database, tenantId: string, query: ToolListQuery, asOf: Date) => Promise<ListData<R>>,
  toRow: (row: R) => ExportRow,
): ExportSource<ToolListQuery> {
  return pagedExportSource({
    schema: toolListQuery,
    summarize: async (_db, _tenantId, query) => toolFilterSummary(query),
    list: (db, tenantId, query, page, asOf) => list(db, tenantId, { ...query, ...page }, asOf),
    toRow: (row) => ({
      name: row.name,
      status: row.enabled ? '启用' : '停用',
      created_at: chinaDateTimeText(row.created_at),
      ...toRow(row),
    }),
    maxPageSize: MAX_PAGE_SIZE,
  });
}

export interface ToolStatisticsExport<Q extends { id: number; from: string; to: string }, S> {
  /** The statistics endpoint's own query schema. */
  schema: z.ZodType<Q>;
  /** The code's name; throws the tool's not-found error for another tenant's code. */
  nameOf(db: Database, tenantId: string, id: number): Promise<string>;
  read(db: Database, tenantId: string, query: Q): Promise<S>;
  rows(statistics: S): readonly ExportRow[];
}

/** A code's statistics table for the period the page shows. */
export function toolStatisticsExportSource<Q extends { id: number; from: string; to: string }, S>(
  declaration: ToolStatisticsExport<Q, S>,
): ExportSource<Q> {
  const { schema, nameOf, read, rows } = declaration;
  return tableExportSource({
    schema,
    summarize: async (db, tenantId, query) =>
      `${await nameOf(db, tenantId, query.id)}；${periodSummary(query)}`,
    rows: async (db, tenantId, query) => rows(await read(db, tenantId, query)),
  });
}

/** A share (0–1) as the page shows it: `12.5%` (one decimal). */
export const percentText = (value: number) => `${(value * 100).toFixed(1)}%`;
