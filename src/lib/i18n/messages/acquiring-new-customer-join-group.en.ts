import type { acquiringNewCustomerJoinGroupZhCN } from './acquiring-new-customer-join-group.zh-cn';

export const acquiringNewCustomerJoinGroupEn: Record<
  keyof typeof acquiringNewCustomerJoinGroupZhCN,
  string
> = {
  'newCustomerJoinGroup.title': 'New Customer Join Group',
  'newCustomerJoinGroup.description': 'Describe what an operator does on this page.',
  'newCustomerJoinGroup.filter.name': 'Name',
  'newCustomerJoinGroup.column.name': 'Name',
  'newCustomerJoinGroup.column.createdAt': 'Created at',
  'newCustomerJoinGroup.empty': 'No data yet',
  'newCustomerJoinGroup.empty.filtered': 'Nothing matches the filters',
};
