// /order-auto-bind 订单自动绑定: the page's strings (loaded with the page).
export const companyOrderAutoBindZhCN = {
  'orderAutoBind.title': '订单自动绑定',
  'orderAutoBind.description': '订单自动绑定：请按页面的需求改写这段说明。',
  'orderAutoBind.filter.name': '名称',
  'orderAutoBind.column.name': '名称',
  'orderAutoBind.column.createdAt': '创建时间',
  'orderAutoBind.empty': '暂无数据',
  'orderAutoBind.empty.filtered': '没有符合条件的数据',
} as const;
