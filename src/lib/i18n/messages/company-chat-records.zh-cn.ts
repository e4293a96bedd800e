// /chat-records 会话记录: the page's strings (loaded with the page).
export const companyChatRecordsZhCN = {
  'chatRecords.title': '会话记录',
  'chatRecords.description': '会话记录：请按页面的需求改写这段说明。',
  'chatRecords.filter.name': '名称',
  'chatRecords.column.name': '名称',
  'chatRecords.column.createdAt': '创建时间',
  'chatRecords.empty': '暂无数据',
  'chatRecords.empty.filtered': '没有符合条件的数据',
} as const;
