// /sider-iframe/config 侧边栏配置: the page's strings (loaded with the page).
export const reachSiderIframeConfigZhCN = {
  'siderIframeConfig.title': '侧边栏配置',
  'siderIframeConfig.description': '侧边栏配置：请按页面的需求改写这段说明。',
  'siderIframeConfig.filter.name': '名称',
  'siderIframeConfig.column.name': '名称',
  'siderIframeConfig.column.createdAt': '创建时间',
  'siderIframeConfig.empty': '暂无数据',
  'siderIframeConfig.empty.filtered': '没有符合条件的数据',
} as const;
