// issue #22 /order-auto-bind: how a rule reads (the rules table and the configuration history).
import {
  BIND_STATUS_TITLES,
  FAILURE_REASONS,
  IDENTIFIER_TITLES,
} from '../../../../contract/company/order-auto-bind';
import type { BindRuleBody } from '../../../../contract/company/order-auto-bind';

export const priorityText = (priority: readonly number[]) =>
  priority.map((type) => IDENTIFIER_TITLES[type] ?? type).join(' → ');

export const ruleText = (rule: BindRuleBody) =>
  `${rule.enabled === 1 ? '启用' : '停用'}；${priorityText(rule.priority)}；期限${rule.match_days}天`;

export const statusTitle = (status: number) => BIND_STATUS_TITLES[status] ?? String(status);
export const reasonTitle = (reason: string) => FAILURE_REASONS[reason] ?? reason;

/** Chakra palette of a binding status (spec §3 0 not bound, 1 success, 2 failed). */
export const statusPalette = (status: number) =>
  status === 1 ? 'green' : status === 2 ? 'red' : 'gray';
