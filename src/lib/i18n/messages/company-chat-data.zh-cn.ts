// /chat-data 会话数据: the page's strings (loaded with the page).
export const companyChatDataZhCN = {
  'chatData.title': '会话数据',
  'chatData.description': '会话数据：请按页面的需求改写这段说明。',
  'chatData.filter.name': '名称',
  'chatData.column.name': '名称',
  'chatData.column.createdAt': '创建时间',
  'chatData.empty': '暂无数据',
  'chatData.empty.filtered': '没有符合条件的数据',
} as const;
