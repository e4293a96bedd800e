// /shunt-code through the export center (docs/architecture.md "Exports"): the list with its
// filters, and a code's per-target statistics for the period shown.
import { shuntCodeStatistics } from '../../../../contract/acquiring/shunt-code';
import type { ShuntRule } from '../../../../contract/acquiring/shunt-code';
import {
  percentText,
  toolListExportSource,
  toolStatisticsExportSource,
} from '../tool-kit/tool-export';
import { findShuntCode, listShuntCodes, shuntStatistics } from './shunt-queries';

const RULE_LABELS: Record<ShuntRule, string> = {
  round_robin: '轮询',
  sequential: '顺序（满额后下一个）',
  random: '随机',
  weighted: '按权重',
};

export const shuntCodesExportSource = toolListExportSource(listShuntCodes, (row) => ({
  rule: RULE_LABELS[row.rule],
  targets: row.targets.map((target) => `${target.name}:${target.weight}`).join(' '),
  exposures: row.exposures,
  adds: row.adds,
  scan_path: row.scan_path,
}));

export const shuntStatisticsExportSource = toolStatisticsExportSource({
  schema: shuntCodeStatistics.query,
  nameOf: async (db, tenantId, id) => (await findShuntCode(db, tenantId, id)).name,
  read: shuntStatistics,
  rows: (statistics) =>
    statistics.targets.map((row) => ({
      target: row.name,
      weight: row.weight,
      exposures: row.exposures,
      adds: row.adds,
      conversion: percentText(row.conversion),
      configured_share: percentText(row.configured_share),
      actual_share: percentText(row.actual_share),
    })),
});
