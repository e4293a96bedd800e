// spec §9: money and numbers use thousands separators; points use 2 decimals.
export const EMPTY_VALUE = '-';

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Rounds half away from zero, without 1.005 → 1.00 float surprises. */
function toFixedDigits(value: number, decimals: number): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  const factor = 10 ** decimals;
  const rounded = Math.round(Number(`${magnitude}e${decimals}`)) / factor;
  const text = rounded.toFixed(decimals);
  return rounded === 0 ? text : sign + text;
}

function groupThousands(fixed: string): string {
  const [whole = '', fraction] = fixed.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? sign + grouped : `${sign}${grouped}.${fraction}`;
}

/** `formatMoney(-1234567.8)` → '-1,234,567.80'. */
export function formatMoney(value: number | string | null | undefined, decimals = 2): string {
  const parsed = toNumber(value);
  return parsed === null ? EMPTY_VALUE : groupThousands(toFixedDigits(parsed, decimals));
}

/** `formatNumber(1234567)` → '1,234,567'; decimals are kept as given. */
export function formatNumber(value: number | string | null | undefined): string {
  const parsed = toNumber(value);
  return parsed === null ? EMPTY_VALUE : groupThousands(String(parsed));
}

/** `formatPoints(12.5)` → '12.50'. */
export function formatPoints(value: number | string | null | undefined): string {
  const parsed = toNumber(value);
  return parsed === null ? EMPTY_VALUE : toFixedDigits(parsed, 2);
}
