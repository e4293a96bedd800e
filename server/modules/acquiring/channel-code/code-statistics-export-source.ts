// /channel-code/statistics through the export center (docs/architecture.md "Exports"): one row
// per day, week or month of the period shown, then the total, for the code and employees
// chosen on the page.
import { z } from 'zod';
import { statisticsQuerySchema } from '../../../../contract/acquiring/channel-code';
import { textId } from '../../../../contract/fields';
import { toolStatisticsExportSource } from '../tool-kit/tool-export';
import { codeNotFound } from './channel-code-commands';
import { findCode } from './channel-code-queries';
import { channelCodeStatistics } from './channel-code-statistics';

const FIGURES = ['adds', 'deleted_by_customer', 'deleted_by_employee', 'net'] as const;
const exportQuery = z.object({ id: textId('渠道活码') }).and(statisticsQuerySchema);

export const codeStatisticsExportSource = toolStatisticsExportSource({
  schema: exportQuery,
  nameOf: async (db, tenantId, id) => {
    const code = await findCode(db, tenantId, id);
    if (!code) throw codeNotFound();
    return code.name;
  },
  read: (db, tenantId, query) => channelCodeStatistics(db, tenantId, query.id, query),
  rows: (statistics) => [
    ...statistics.series.map((row) => ({
      period: row.period,
      ...Object.fromEntries(FIGURES.map((key) => [key, row[key]])),
    })),
    { period: '合计', ...Object.fromEntries(FIGURES.map((key) => [key, statistics.totals[key]])) },
  ],
});
