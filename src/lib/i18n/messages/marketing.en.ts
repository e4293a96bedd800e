import type { marketingZhCN } from './marketing.zh-cn';

export const marketingEn: Record<keyof typeof marketingZhCN, string> = {
  'marketing.title': 'Marketing',
  'marketing.description': 'Describe what an operator does on this page.',
  'marketing.filter.name': 'Name',
  'marketing.column.name': 'Name',
  'marketing.column.createdAt': 'Created at',
  'marketing.empty': 'No data yet',
  'marketing.empty.filtered': 'Nothing matches the filters',
};
