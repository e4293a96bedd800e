// One export source over a list's own paged query (docs/architecture.md "Exports"): the
// source declares how its filters parse, how they read in Chinese, the list query and how one
// row becomes a file row; the paging loop and the count are written once, here. Offset pages
// of the list itself, so the file shows exactly what the screen shows; the job holds one page.
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { ALL_DATA } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import type { ExportCell, ExportSource } from './export-sources';

/** Parses an export's filters with the read's own query schema, as they are. */
export function parseFilterRecord<S extends z.ZodType>(
  schema: S,
  filters: Record<string, unknown>,
): z.output<S> {
  const parsed = schema.safeParse(filters);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '筛选条件不正确');
  return parsed.data;
}

/** Parses an export's filters with the list's own query schema (paging fields filled in). */
export function parseExportFilters<S extends z.ZodType>(
  schema: S,
  filters: Record<string, unknown>,
  pageSize = 20,
): z.output<S> {
  return parseFilterRecord(schema, { ...filters, page: '1', page_size: String(pageSize) });
}

export interface PageRequest {
  page: number;
  page_size: number;
}

export interface PagedExportDeclaration<Q, R> {
  /** The list's query schema (its `page`/`page_size` are filled in while parsing). */
  schema: z.ZodType<Q>;
  summarize(db: Database, tenantId: string, query: Q): Promise<string>;
  /** The list's query: one page of rows and the filtered total, as the list stood at `asOf`. */
  list(
    db: Database,
    tenantId: string,
    query: Q,
    page: PageRequest,
    asOf: Date,
    /** issue #41: the data scope of the user who asked (全部 when the source has none). */
    scope: DataScope,
  ): Promise<{ list: readonly R[]; total: number }>;
  toRow(row: R): Record<string, ExportCell>;
  /** The largest page the list query serves (the job's batch size when absent). */
  maxPageSize?: number;
}

export function pagedExportSource<Q, R>(
  declaration: PagedExportDeclaration<Q, R>,
): ExportSource<Q> {
  const { schema, summarize, list, toRow, maxPageSize } = declaration;
  return {
    parseFilters: (filters) => parseExportFilters(schema, filters, maxPageSize),
    summarize,
    async count(db, tenantId, query, asOf = new Date(), scope = ALL_DATA) {
      return (await list(db, tenantId, query, { page: 1, page_size: 1 }, asOf, scope)).total;
    },
    // One instant for every page: a status read per page at its own "now" could move a row
    // from one page's filter to another's between pages (skipped or written twice).
    async *batches(db, tenantId, query, batchSize, asOf = new Date(), scope = ALL_DATA) {
      const size = Math.min(batchSize, maxPageSize ?? batchSize);
      for (let page = 1; ; page += 1) {
        const { list: rows } = await list(
          db,
          tenantId,
          query,
          { page, page_size: size },
          asOf,
          scope,
        );
        if (rows.length === 0) return;
        yield rows.map(toRow);
        if (rows.length < size) return;
      }
    },
  };
}
