import type { BatchTagResult } from '../../../../contract/customer/customer-list';
import { t } from '../../../lib/i18n/translate';
import '../../../lib/i18n/messages/customers-messages';

/**
 * The toast after a batch tag change (issue #37: it said 3 tags when 1 tag was added to 3
 * customers). The server counts customer-tag pairs; the toast names the tags chosen.
 */
export function batchTagToast(
  mode: 'add' | 'remove',
  result: BatchTagResult,
  tagCount: number,
): string {
  return mode === 'remove'
    ? t('customers.batch.removeDone', { customers: result.customers, count: tagCount })
    : t('customers.batch.addDone', { customers: result.customers, count: tagCount });
}
