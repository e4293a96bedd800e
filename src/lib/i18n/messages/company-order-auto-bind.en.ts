import type { companyOrderAutoBindZhCN } from './company-order-auto-bind.zh-cn';

export const companyOrderAutoBindEn: Record<keyof typeof companyOrderAutoBindZhCN, string> = {
  'orderAutoBind.title': 'Order Auto Bind',
  'orderAutoBind.description': 'Describe what an operator does on this page.',
  'orderAutoBind.filter.name': 'Name',
  'orderAutoBind.column.name': 'Name',
  'orderAutoBind.column.createdAt': 'Created at',
  'orderAutoBind.empty': 'No data yet',
  'orderAutoBind.empty.filtered': 'Nothing matches the filters',
};
