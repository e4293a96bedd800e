// /marketing 营销活动: the page's strings (loaded with the page).
export const marketingZhCN = {
  'marketing.title': '营销活动',
  'marketing.description': '营销活动：请按页面的需求改写这段说明。',
  'marketing.filter.name': '名称',
  'marketing.column.name': '名称',
  'marketing.column.createdAt': '创建时间',
  'marketing.empty': '暂无数据',
  'marketing.empty.filtered': '没有符合条件的数据',
} as const;
