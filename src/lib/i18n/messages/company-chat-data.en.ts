import type { companyChatDataZhCN } from './company-chat-data.zh-cn';

export const companyChatDataEn: Record<keyof typeof companyChatDataZhCN, string> = {
  'chatData.title': 'Chat Data',
  'chatData.description': 'Describe what an operator does on this page.',
  'chatData.filter.name': 'Name',
  'chatData.column.name': 'Name',
  'chatData.column.createdAt': 'Created at',
  'chatData.empty': 'No data yet',
  'chatData.empty.filtered': 'Nothing matches the filters',
};
