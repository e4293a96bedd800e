import type { StatisticsFigures } from '../../../../../contract/acquiring/channel-code';

export type FigureKey = keyof StatisticsFigures;
export const FIGURE_KEYS: readonly FigureKey[] = [
  'adds',
  'deleted_by_customer',
  'deleted_by_employee',
  'net',
];

/** The last `days` days up to today, as YYYY-MM-DD in the browser's (China) calendar. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const from = new Date(today);
  from.setDate(from.getDate() - (days - 1));
  return { from: iso(from), to: iso(today) };
}
