import type { marketingStrategyZhCN } from './marketing-strategy.zh-cn';

export const marketingStrategyEn: Record<keyof typeof marketingStrategyZhCN, string> = {
  'marketingStrategy.title': 'Marketing Strategy',
  'marketingStrategy.description': 'Describe what an operator does on this page.',
  'marketingStrategy.filter.name': 'Name',
  'marketingStrategy.column.name': 'Name',
  'marketingStrategy.column.createdAt': 'Created at',
  'marketingStrategy.empty': 'No data yet',
  'marketingStrategy.empty.filtered': 'Nothing matches the filters',
};
