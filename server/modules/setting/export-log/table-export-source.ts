// One export source over a read that answers a whole table at once (a statistics page's
// table: its rows are bounded by the period the page allows), docs/architecture.md "Exports":
// the read runs once at the job's instant and its rows are written in batches.
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { ALL_DATA } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import type { ExportCell, ExportSource } from './export-sources';
import { parseFilterRecord } from './paged-export-source';

export type ExportRow = Record<string, ExportCell>;

export interface TableExportDeclaration<Q> {
  /** The read's own query schema. */
  schema: z.ZodType<Q>;
  /** The filters in Chinese; throws a BusinessError when the record is not the tenant's. */
  summarize(db: Database, tenantId: string, query: Q): Promise<string>;
  /**
   * Every row of the table as the page shows it at `asOf` to a reader of `scope` (issue #41:
   * the scope of the user who asked), keyed by column key.
   */
  rows(
    db: Database,
    tenantId: string,
    query: Q,
    asOf: Date,
    scope: DataScope,
  ): Promise<readonly ExportRow[]>;
}

export function tableExportSource<Q>(declaration: TableExportDeclaration<Q>): ExportSource<Q> {
  const { schema, summarize, rows } = declaration;
  return {
    parseFilters: (filters) => parseFilterRecord(schema, filters),
    summarize,
    async count(db, tenantId, query, asOf = new Date(), scope = ALL_DATA) {
      return (await rows(db, tenantId, query, asOf, scope)).length;
    },
    async *batches(db, tenantId, query, batchSize, asOf = new Date(), scope = ALL_DATA) {
      const all = await rows(db, tenantId, query, asOf, scope);
      for (let start = 0; start < all.length; start += batchSize) {
        yield all.slice(start, start + batchSize);
      }
    },
  };
}

/** `2024-03-01 至 2024-03-31`: a period in an export's summary. */
export const periodSummary = (query: { from: string; to: string }) =>
  `${query.from} 至 ${query.to}`;
