import type { acquiringAiCallZhCN } from './acquiring-ai-call.zh-cn';

export const acquiringAiCallEn: Record<keyof typeof acquiringAiCallZhCN, string> = {
  'aiCall.title': 'Ai Call',
  'aiCall.description': 'Describe what an operator does on this page.',
  'aiCall.filter.name': 'Name',
  'aiCall.column.name': 'Name',
  'aiCall.column.createdAt': 'Created at',
  'aiCall.empty': 'No data yet',
  'aiCall.empty.filtered': 'Nothing matches the filters',
};
