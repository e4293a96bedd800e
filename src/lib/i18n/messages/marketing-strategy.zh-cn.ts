// /marketing-strategy 营销策略: the page's strings (loaded with the page).
export const marketingStrategyZhCN = {
  'marketingStrategy.title': '营销策略',
  'marketingStrategy.description': '营销策略：请按页面的需求改写这段说明。',
  'marketingStrategy.filter.name': '名称',
  'marketingStrategy.column.name': '名称',
  'marketingStrategy.column.createdAt': '创建时间',
  'marketingStrategy.empty': '暂无数据',
  'marketingStrategy.empty.filtered': '没有符合条件的数据',
} as const;
