import type { companyOrderAutoBindBindConfigHistoryZhCN } from './company-order-auto-bind-bind-config-history.zh-cn';

export const companyOrderAutoBindBindConfigHistoryEn: Record<
  keyof typeof companyOrderAutoBindBindConfigHistoryZhCN,
  string
> = {
  'orderAutoBindBindConfigHistory.title': 'Binding configuration history',
  'orderAutoBindBindConfigHistory.description':
    'Every change of the order auto-binding rules: who changed which shop, when, from what to what.',
  'orderAutoBindBindConfigHistory.back': 'Back to order auto-binding',
  'orderAutoBindBindConfigHistory.filter.shop': 'Shop',
  'orderAutoBindBindConfigHistory.filter.action': 'Change',
  'orderAutoBindBindConfigHistory.filter.date': 'Date',
  'orderAutoBindBindConfigHistory.column.at': 'Changed at',
  'orderAutoBindBindConfigHistory.column.shop': 'Shop',
  'orderAutoBindBindConfigHistory.column.action': 'Change',
  'orderAutoBindBindConfigHistory.column.before': 'Before',
  'orderAutoBindBindConfigHistory.column.after': 'After',
  'orderAutoBindBindConfigHistory.column.operator': 'Operator',
  'orderAutoBindBindConfigHistory.none': '(none)',
  'orderAutoBindBindConfigHistory.table': 'Binding configuration changes',
  'orderAutoBindBindConfigHistory.empty': 'No changes yet',
  'orderAutoBindBindConfigHistory.empty.filtered': 'Nothing matches the filters',
};
