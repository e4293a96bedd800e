// How a binding result's reason reads in the export (the screen words it the same way).
import { FAILURE_REASONS } from '../../../../contract/company/order-auto-bind';
import type { BindResultRow } from '../../../../contract/company/order-auto-bind';

export function reasonText(row: BindResultRow): string {
  const reason = row.reason ? (FAILURE_REASONS[row.reason] ?? row.reason) : row.operator;
  const candidates = row.candidates.map((candidate) => candidate.name).join('、');
  return candidates ? `${reason}（候选客户：${candidates}）` : reason;
}
