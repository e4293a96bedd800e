import type { acquiringFissionAddFansZhCN } from './acquiring-fission-add-fans.zh-cn';

export const acquiringFissionAddFansEn: Record<keyof typeof acquiringFissionAddFansZhCN, string> = {
  'fissionAddFans.title': 'Fission Add Fans',
  'fissionAddFans.description': 'Describe what an operator does on this page.',
  'fissionAddFans.filter.name': 'Name',
  'fissionAddFans.column.name': 'Name',
  'fissionAddFans.column.createdAt': 'Created at',
  'fissionAddFans.empty': 'No data yet',
  'fissionAddFans.empty.filtered': 'Nothing matches the filters',
};
