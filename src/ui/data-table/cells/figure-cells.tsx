import { formatMoney, formatNumber } from '../../../lib/format/format-number';
import { sc } from '../../static-css/class-names';

type Figure = number | string | null | undefined;

/** An amount of money in a list cell (spec §9: 1,234.50; '-' without one), one line. */
export function MoneyCell({ value }: { value: Figure }) {
  return <span className={sc('sc-figure')}>{formatMoney(value)}</span>;
}

/** A count in a list cell (spec §9: 1,234; '-' without one), one line. */
export function NumberCell({ value }: { value: Figure }) {
  return <span className={sc('sc-figure')}>{formatNumber(value)}</span>;
}
