import type { AutoTagConfig } from '../../../../contract/customer/auto-tag';
import { t } from '../../../lib/i18n/translate';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

/** A rule's condition in one line (the list's 触发条件 column). */
export function ruleSummary(config: AutoTagConfig): string {
  switch (config.type) {
    case 'keyword':
      return t(
        `customerOps.auto.summary.keyword.${config.match}` as 'customerOps.auto.summary.keyword.exact',
        {
          words: config.keywords.join('、'),
        },
      );
    case 'group':
      return t('customerOps.auto.summary.group', { n: config.group_ids.length });
    case 'time':
      return t('customerOps.auto.summary.time', {
        days: config.weekdays.map((day) => WEEKDAYS[day - 1]).join(''),
        start: config.start,
        end: config.end,
      });
    case 'code':
      return t('customerOps.auto.summary.code', { n: config.channel_code_ids.length });
  }
}
