// /menu-setting 聊天工具栏: the page's strings (loaded with the page).
export const reachMenuSettingZhCN = {
  'menuSetting.title': '聊天工具栏',
  'menuSetting.description': '聊天工具栏：请按页面的需求改写这段说明。',
  'menuSetting.filter.name': '名称',
  'menuSetting.column.name': '名称',
  'menuSetting.column.createdAt': '创建时间',
  'menuSetting.empty': '暂无数据',
  'menuSetting.empty.filtered': '没有符合条件的数据',
} as const;
