// issue #21 deal figures: labels and columns shared by the three deal pages (screen and CSV).
import type { DealFigures } from '../../../../contract/statistics/deal-figures';
import { DEAL_FIGURES } from '../../../../contract/statistics/deal-figures';
import { formatMoney, formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { StatColumn } from './stat-columns';
import '../../../lib/i18n/messages/statistics-messages';

export type DealFigure = (typeof DEAL_FIGURES)[number];

export const DEAL_LABELS = {
  orders: 'deal.f.orders',
  refunds: 'deal.f.refunds',
  payers: 'deal.f.payers',
  amount: 'deal.f.amount',
  refund_amount: 'deal.f.refund_amount',
  first_orders: 'deal.f.first_orders',
  repeat_orders: 'deal.f.repeat_orders',
} as const satisfies Record<DealFigure, string>;

const MONEY = new Set<DealFigure>(['amount', 'refund_amount']);

export function dealText(row: DealFigures, key: DealFigure): string {
  return MONEY.has(key) ? formatMoney(row[key]) : formatNumber(row[key]);
}

export function dealColumns<T extends DealFigures>(): StatColumn<T>[] {
  return DEAL_FIGURES.map((key) => ({
    key,
    title: t(DEAL_LABELS[key]),
    text: (row: T) => dealText(row, key),
    numeric: true,
  }));
}

export const dealSortOptions = <T extends DealFigures>() =>
  DEAL_FIGURES.map((key) => ({
    value: key,
    label: t(DEAL_LABELS[key]),
    of: (row: T) => Number(row[key]),
  }));
