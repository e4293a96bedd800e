// /lock-code through the export center (docs/architecture.md "Exports"): the list with its
// filters, and a code's statistics by day for the period shown.
import { lockCodeStatistics } from '../../../../contract/acquiring/lock-code';
import { toolListExportSource, toolStatisticsExportSource } from '../tool-kit/tool-export';
import { findLockCode, listLockCodes, lockStatistics } from './lock-queries';

export const lockCodesExportSource = toolListExportSource(listLockCodes, (row) => ({
  employees: row.employees.map((employee) => employee.name).join(' '),
  bound: row.bound_count,
  kept: row.kept_rescans,
  scan_path: row.scan_path,
}));

export const lockStatisticsExportSource = toolStatisticsExportSource({
  schema: lockCodeStatistics.query,
  nameOf: async (db, tenantId, id) => (await findLockCode(db, tenantId, id)).name,
  read: lockStatistics,
  rows: (statistics) =>
    statistics.days.map((row) => ({
      day: row.day,
      scans: row.scans ?? 0,
      new_bindings: row.new_bindings ?? 0,
      kept_rescans: row.kept_rescans ?? 0,
    })),
});
