// The deal pages' tables through the export center (/transform-data, /community-deal,
// /data-marketing): by the page's dimension (with the conversion when it has a base) and by
// day (newest first, as the page shows them), for the page's period.
import { DEAL_FIGURES, dealQuerySchema } from '../../../../contract/statistics/deal-figures';
import { figure, figuresOf, percentFigure, statisticsExportSource } from './statistics-export';
import { readDeals } from './deal-report';
import type { DealDimension } from './deal-report';

export function dealExportSources(dimension: DealDimension) {
  const read = (
    db: Parameters<typeof readDeals>[0],
    tenantId: string,
    query: { from: string; to: string },
    now: number,
    scope: Parameters<typeof readDeals>[5],
  ) => readDeals(db, tenantId, dimension, query, now, scope);
  return {
    rows: statisticsExportSource({
      schema: dealQuerySchema,
      read,
      rows: (report) =>
        report.rows.map((row) => ({
          name: row.id === '0' ? '未归属' : row.name,
          ...figuresOf(row, DEAL_FIGURES),
          base: figure(row.base),
          conversion: percentFigure(row.conversion),
        })),
    }),
    days: statisticsExportSource({
      schema: dealQuerySchema,
      read,
      rows: (report) =>
        [...report.days]
          .reverse()
          .map((row) => ({ day: row.day, ...figuresOf(row, DEAL_FIGURES) })),
    }),
  };
}
