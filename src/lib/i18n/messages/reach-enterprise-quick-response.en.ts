import type { reachEnterpriseQuickResponseZhCN } from './reach-enterprise-quick-response.zh-cn';

export const reachEnterpriseQuickResponseEn: Record<
  keyof typeof reachEnterpriseQuickResponseZhCN,
  string
> = {
  'enterpriseQuickResponse.title': 'Enterprise Quick Response',
  'enterpriseQuickResponse.description': 'Describe what an operator does on this page.',
  'enterpriseQuickResponse.filter.name': 'Name',
  'enterpriseQuickResponse.column.name': 'Name',
  'enterpriseQuickResponse.column.createdAt': 'Created at',
  'enterpriseQuickResponse.empty': 'No data yet',
  'enterpriseQuickResponse.empty.filtered': 'Nothing matches the filters',
};
