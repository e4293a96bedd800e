import type { companyOrderAutoBindBindConfigHistoryZhCN } from './company-order-auto-bind-bind-config-history.zh-cn';

export const companyOrderAutoBindBindConfigHistoryEn: Record<
  keyof typeof companyOrderAutoBindBindConfigHistoryZhCN,
  string
> = {
  'orderAutoBindBindConfigHistory.title': 'Order Auto Bind Bind Config History',
  'orderAutoBindBindConfigHistory.description': 'Describe what an operator does on this page.',
  'orderAutoBindBindConfigHistory.filter.name': 'Name',
  'orderAutoBindBindConfigHistory.column.name': 'Name',
  'orderAutoBindBindConfigHistory.column.createdAt': 'Created at',
  'orderAutoBindBindConfigHistory.empty': 'No data yet',
  'orderAutoBindBindConfigHistory.empty.filtered': 'Nothing matches the filters',
};
