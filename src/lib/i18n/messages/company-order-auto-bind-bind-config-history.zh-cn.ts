// /order-auto-bind/bind-config-history 绑定配置历史: the page's strings (loaded with the page).
export const companyOrderAutoBindBindConfigHistoryZhCN = {
  'orderAutoBindBindConfigHistory.title': '绑定配置历史',
  'orderAutoBindBindConfigHistory.description': '绑定配置历史：请按页面的需求改写这段说明。',
  'orderAutoBindBindConfigHistory.filter.name': '名称',
  'orderAutoBindBindConfigHistory.column.name': '名称',
  'orderAutoBindBindConfigHistory.column.createdAt': '创建时间',
  'orderAutoBindBindConfigHistory.empty': '暂无数据',
  'orderAutoBindBindConfigHistory.empty.filtered': '没有符合条件的数据',
} as const;
