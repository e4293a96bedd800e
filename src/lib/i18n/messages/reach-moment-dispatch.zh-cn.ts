// /moment-dispatch 朋友圈群发: the page's strings (loaded with the page).
export const reachMomentDispatchZhCN = {
  'momentDispatch.title': '朋友圈群发',
  'momentDispatch.description': '朋友圈群发：请按页面的需求改写这段说明。',
  'momentDispatch.filter.name': '名称',
  'momentDispatch.column.name': '名称',
  'momentDispatch.column.createdAt': '创建时间',
  'momentDispatch.empty': '暂无数据',
  'momentDispatch.empty.filtered': '没有符合条件的数据',
} as const;
