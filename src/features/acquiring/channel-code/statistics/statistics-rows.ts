import type {
  ChannelCodeStatistics,
  StatisticsFigures,
} from '../../../../../contract/acquiring/channel-code';

export type FigureKey = keyof StatisticsFigures;
export const FIGURE_KEYS: readonly FigureKey[] = [
  'adds',
  'deleted_by_customer',
  'deleted_by_employee',
  'net',
];

/** The CSV of a statistics answer: a header, one row per period, then the total. */
export function statisticsCsvRows(
  stats: ChannelCodeStatistics,
  headers: { period: string; figures: readonly string[]; total: string },
): (string | number)[][] {
  return [
    [headers.period, ...headers.figures],
    ...stats.series.map((row) => [row.period, ...FIGURE_KEYS.map((key) => row[key])]),
    [headers.total, ...FIGURE_KEYS.map((key) => stats.totals[key])],
  ];
}

/** The last `days` days up to today, as YYYY-MM-DD in the browser's (China) calendar. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const from = new Date(today);
  from.setDate(from.getDate() - (days - 1));
  return { from: iso(from), to: iso(today) };
}
