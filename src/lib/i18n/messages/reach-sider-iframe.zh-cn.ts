// /sider-iframe 聊天侧边栏: the page's strings (loaded with the page).
export const reachSiderIframeZhCN = {
  'siderIframe.title': '聊天侧边栏',
  'siderIframe.description': '聊天侧边栏：请按页面的需求改写这段说明。',
  'siderIframe.filter.name': '名称',
  'siderIframe.column.name': '名称',
  'siderIframe.column.createdAt': '创建时间',
  'siderIframe.empty': '暂无数据',
  'siderIframe.empty.filtered': '没有符合条件的数据',
} as const;
