// /ai-call 导入表格加粉: the page's strings (loaded with the page).
export const acquiringAiCallZhCN = {
  'aiCall.title': '导入表格加粉',
  'aiCall.description': '导入表格加粉：请按页面的需求改写这段说明。',
  'aiCall.filter.name': '名称',
  'aiCall.column.name': '名称',
  'aiCall.column.createdAt': '创建时间',
  'aiCall.empty': '暂无数据',
  'aiCall.empty.filtered': '没有符合条件的数据',
} as const;
