import type { reachMomentDispatchZhCN } from './reach-moment-dispatch.zh-cn';

export const reachMomentDispatchEn: Record<keyof typeof reachMomentDispatchZhCN, string> = {
  'momentDispatch.title': 'Moment Dispatch',
  'momentDispatch.description': 'Describe what an operator does on this page.',
  'momentDispatch.filter.name': 'Name',
  'momentDispatch.column.name': 'Name',
  'momentDispatch.column.createdAt': 'Created at',
  'momentDispatch.empty': 'No data yet',
  'momentDispatch.empty.filtered': 'Nothing matches the filters',
};
