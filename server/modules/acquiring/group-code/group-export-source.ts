// /group-code through the export center (docs/architecture.md "Exports"): the list with its
// filters, and a code's statistics by day for the period shown.
import { groupCodeStatistics } from '../../../../contract/acquiring/group-code';
import { toolListExportSource, toolStatisticsExportSource } from '../tool-kit/tool-export';
import { findGroupCode, groupStatistics, listGroupCodes } from './group-queries';

export const groupCodesExportSource = toolListExportSource(listGroupCodes, (row) => ({
  current: row.current?.name ?? '-',
  groups: row.group_count,
  slots: row.slots_left,
  joins: row.joins,
  scan_path: row.scan_path,
}));

export const groupStatisticsExportSource = toolStatisticsExportSource({
  schema: groupCodeStatistics.query,
  nameOf: async (db, tenantId, id) => (await findGroupCode(db, tenantId, id)).name,
  read: groupStatistics,
  rows: (statistics) =>
    statistics.days.map((row) => ({
      day: row.day,
      scans: row.scans ?? 0,
      joins: row.joins ?? 0,
      quits: row.quits ?? 0,
      net: row.net ?? 0,
    })),
});
