// /order-auto-bind/bind-config-history 绑定配置历史: the page's strings (loaded with the page).
export const companyOrderAutoBindBindConfigHistoryZhCN = {
  'orderAutoBindBindConfigHistory.title': '绑定配置历史',
  'orderAutoBindBindConfigHistory.description':
    '订单自动绑定规则的每一次变更：谁在什么时间把哪个店铺的规则从什么改成了什么。',
  'orderAutoBindBindConfigHistory.back': '返回订单自动绑定',
  'orderAutoBindBindConfigHistory.filter.shop': '店铺',
  'orderAutoBindBindConfigHistory.filter.action': '变更类型',
  'orderAutoBindBindConfigHistory.filter.date': '变更日期',
  'orderAutoBindBindConfigHistory.column.at': '变更时间',
  'orderAutoBindBindConfigHistory.column.shop': '店铺',
  'orderAutoBindBindConfigHistory.column.action': '变更类型',
  'orderAutoBindBindConfigHistory.column.before': '变更前',
  'orderAutoBindBindConfigHistory.column.after': '变更后',
  'orderAutoBindBindConfigHistory.column.operator': '操作人',
  'orderAutoBindBindConfigHistory.none': '（无）',
  'orderAutoBindBindConfigHistory.table': '绑定配置变更记录',
  'orderAutoBindBindConfigHistory.empty': '还没有配置变更记录',
  'orderAutoBindBindConfigHistory.empty.filtered': '没有符合条件的变更记录',
} as const;
