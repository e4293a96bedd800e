// One line describing a rule version (history, overrides) in the catalogue's words.
import {
  ATTRIBUTION_MODE_TITLES,
  ON_LEAVE_TITLES,
  RESPONSIBLE_RULE_TITLES,
} from '../../../../contract/company/performance-rule';
import type { PerformanceRuleBody } from '../../../../contract/company/performance-rule';
import { t } from '../../../lib/i18n/translate';
import '../../../lib/i18n/messages/company-performance-messages';

export function ruleText(rule: PerformanceRuleBody): string {
  const lock = rule.lock_days ? t('perf.lockDaysN', { n: rule.lock_days }) : t('perf.lockNone');
  return [
    // issue #37: the mode's title after its field's name, never its code ("120 绑定后归属").
    `${t('perf.field.mode')}：${ATTRIBUTION_MODE_TITLES[rule.attribution_mode]}`,
    `${t('perf.field.assign')}：${RESPONSIBLE_RULE_TITLES[rule.assign_rule]}`,
    `${t('perf.field.fallback')}：${RESPONSIBLE_RULE_TITLES[rule.assign_fallback]}`,
    `${t('perf.field.lockDays').replace('（天）', '')}：${lock}`,
    `${t('perf.field.onLeave')}：${ON_LEAVE_TITLES[rule.on_leave]}`,
  ].join('；');
}

/** The field → message map of a failed parse (shown under each field). */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[issue.path.length - 1] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
