// /fission-add-fans 裂变加粉: the page's strings (loaded with the page).
export const acquiringFissionAddFansZhCN = {
  'fissionAddFans.title': '裂变加粉',
  'fissionAddFans.description': '裂变加粉：请按页面的需求改写这段说明。',
  'fissionAddFans.filter.name': '名称',
  'fissionAddFans.column.name': '名称',
  'fissionAddFans.column.createdAt': '创建时间',
  'fissionAddFans.empty': '暂无数据',
  'fissionAddFans.empty.filtered': '没有符合条件的数据',
} as const;
