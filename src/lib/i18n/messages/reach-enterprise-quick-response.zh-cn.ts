// /enterprise-quick-response 企业话术: the page's strings (loaded with the page).
export const reachEnterpriseQuickResponseZhCN = {
  'enterpriseQuickResponse.title': '企业话术',
  'enterpriseQuickResponse.description': '企业话术：请按页面的需求改写这段说明。',
  'enterpriseQuickResponse.filter.name': '名称',
  'enterpriseQuickResponse.column.name': '名称',
  'enterpriseQuickResponse.column.createdAt': '创建时间',
  'enterpriseQuickResponse.empty': '暂无数据',
  'enterpriseQuickResponse.empty.filtered': '没有符合条件的数据',
} as const;
