import type { companyChatRecordsZhCN } from './company-chat-records.zh-cn';

export const companyChatRecordsEn: Record<keyof typeof companyChatRecordsZhCN, string> = {
  'chatRecords.title': 'Chat Records',
  'chatRecords.description': 'Describe what an operator does on this page.',
  'chatRecords.filter.name': 'Name',
  'chatRecords.column.name': 'Name',
  'chatRecords.column.createdAt': 'Created at',
  'chatRecords.empty': 'No data yet',
  'chatRecords.empty.filtered': 'Nothing matches the filters',
};
