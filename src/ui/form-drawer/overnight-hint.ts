import { CLOCK_TIME, isOvernight, type TimeWindow } from '../../../contract/time-window';
import { t } from '../../lib/i18n/translate';
import '../../lib/i18n/messages/page-kit-messages';

/**
 * issue #37: a window whose start is later than its end runs overnight (docs/time-windows.md);
 * the form says so under the time fields. Undefined for a same-day or half-typed window.
 */
export function overnightHint(window: TimeWindow): string | undefined {
  if (!CLOCK_TIME.test(window.start) || !CLOCK_TIME.test(window.end)) return undefined;
  return isOvernight(window)
    ? t('kit.form.overnight', { start: window.start, end: window.end })
    : undefined;
}
