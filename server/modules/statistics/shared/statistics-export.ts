// A statistics page's table through the export center (docs/architecture.md "Exports"): the
// page's read query parsed by its own schema, the same read the page makes (at the export's
// instant, under the data scope of the user who asked: issue #41), one table of its answer as
// file rows. Figures are written as numbers; a figure the page shows as "-" (no base) stays "-".
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import type { DataScope } from '../../../http/auth/data-scope';
import { departments } from '../../../db/schema/directory';
import type { ExportSource } from '../../setting/export-log/export-sources';
import {
  periodSummary,
  tableExportSource,
  type ExportRow,
} from '../../setting/export-log/table-export-source';

/** A figure cell: the number, `-` for null. */
export const figure = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '-' : value;

/** A percentage figure (a number of percent), as the page shows it: `12.5%`. */
export const percentFigure = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : `${value}%`;

/** The named figures of a row, each as a figure cell. */
export function figuresOf<K extends string>(
  row: Record<K, number | string | null>,
  keys: readonly K[],
): ExportRow {
  return Object.fromEntries(keys.map((key) => [key, figure(row[key])]));
}

async function departmentName(db: Database, tenantId: string, id: number): Promise<string> {
  const [row] = await db
    .select({ name: departments.name })
    .from(departments)
    .where(and(eq(departments.tenantId, tenantId), eq(departments.id, id)));
  return row?.name ?? String(id);
}

export interface StatisticsExport<Q extends object, R> {
  schema: z.ZodType<Q>;
  /** The page's read; `scope` is the data scope of the user who asked (issue #41). */
  read(db: Database, tenantId: string, query: Q, now: number, scope: DataScope): Promise<R>;
  rows(report: R, query: Q): readonly ExportRow[];
  /** More of the summary (the page's choice: subject, period length). */
  describe?(query: Q): string;
}

/** One table of a statistics read; the summary names the period and the department. */
export function statisticsExportSource<Q extends object, R>(
  declaration: StatisticsExport<Q, R>,
): ExportSource<Q> {
  const { schema, read, rows, describe } = declaration;
  return tableExportSource({
    schema,
    async summarize(db, tenantId, query) {
      const {
        from,
        to,
        department_id: department,
      } = query as {
        from?: string;
        to?: string;
        department_id?: number;
      };
      const parts: string[] = [];
      if (from && to) parts.push(periodSummary({ from, to }));
      if (department !== undefined) {
        parts.push(`部门：${await departmentName(db, tenantId, department)}`);
      }
      if (describe) parts.push(describe(query));
      return parts.join('；') || '全部';
    },
    rows: async (db, tenantId, query, asOf, scope) =>
      rows(await read(db, tenantId, query, asOf.getTime(), scope), query),
  });
}
