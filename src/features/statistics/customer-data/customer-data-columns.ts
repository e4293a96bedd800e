// issue #21 /customer-data: the figures' labels, formats and columns (screen and CSV).
import type { EmployeeFigures } from '../../../../contract/statistics/customer-data';
import { EMPLOYEE_FIGURES } from '../../../../contract/statistics/customer-data';
import { t } from '../../../lib/i18n/translate';
import { formatValue } from '../../../ui/stat-charts/chart-format';
import type { StatColumn } from '../shared/stat-columns';
import '../../../lib/i18n/messages/statistics-messages';

export type EmployeeFigure = (typeof EMPLOYEE_FIGURES)[number];

export const FIGURE_LABELS = {
  new_apply: 'cd.f.new_apply',
  new_contact: 'cd.f.new_contact',
  chats: 'cd.f.chats',
  messages: 'cd.f.messages',
  reply_rate: 'cd.f.reply_rate',
  avg_reply_minutes: 'cd.f.avg_reply_minutes',
  lost: 'cd.f.lost',
} as const satisfies Record<EmployeeFigure, string>;

export function figureText(figures: EmployeeFigures, key: EmployeeFigure): string {
  return formatValue(figures[key], key === 'reply_rate' ? 'percent' : 'number');
}

export function figureColumns<T extends EmployeeFigures>(): StatColumn<T>[] {
  return EMPLOYEE_FIGURES.map((key) => ({
    key,
    title: t(FIGURE_LABELS[key]),
    text: (row: T) => figureText(row, key),
    numeric: true,
  }));
}
