// issue #21 "Chinese number formatting": axis ticks in 万/亿, values with thousands separators
// (money with 2 decimals, rates with %), through the one formatter in lib/format.
import { formatMoney, formatNumber } from '../../lib/format/format-number';
import type { ValueFormat } from './chart-types';

/** 12000 → '1.2万', 350000000 → '3.5亿', 800 → '800'; every chart's y axis (issue #37). */
export function formatAxis(value: number): string {
  const magnitude = Math.abs(value);
  if (magnitude >= 100_000_000) return `${trim(value / 100_000_000)}亿`;
  if (magnitude >= 10_000) return `${trim(value / 10_000)}万`;
  return formatNumber(Math.round(value * 100) / 100);
}

function trim(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function formatValue(value: number | null | undefined, format: ValueFormat = 'number') {
  if (value === null || value === undefined) return '-';
  if (format === 'money') return formatMoney(value);
  if (format === 'percent') return `${formatNumber(value)}%`;
  return formatNumber(value);
}
