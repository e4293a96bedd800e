// /new-customer-join-group 新客拉群: the page's strings (loaded with the page).
export const acquiringNewCustomerJoinGroupZhCN = {
  'newCustomerJoinGroup.title': '新客拉群',
  'newCustomerJoinGroup.description': '新客拉群：请按页面的需求改写这段说明。',
  'newCustomerJoinGroup.filter.name': '名称',
  'newCustomerJoinGroup.column.name': '名称',
  'newCustomerJoinGroup.column.createdAt': '创建时间',
  'newCustomerJoinGroup.empty': '暂无数据',
  'newCustomerJoinGroup.empty.filtered': '没有符合条件的数据',
} as const;
