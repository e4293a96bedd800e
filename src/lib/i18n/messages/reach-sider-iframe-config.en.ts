import type { reachSiderIframeConfigZhCN } from './reach-sider-iframe-config.zh-cn';

export const reachSiderIframeConfigEn: Record<keyof typeof reachSiderIframeConfigZhCN, string> = {
  'siderIframeConfig.title': 'Sider Iframe Config',
  'siderIframeConfig.description': 'Describe what an operator does on this page.',
  'siderIframeConfig.filter.name': 'Name',
  'siderIframeConfig.column.name': 'Name',
  'siderIframeConfig.column.createdAt': 'Created at',
  'siderIframeConfig.empty': 'No data yet',
  'siderIframeConfig.empty.filtered': 'Nothing matches the filters',
};
