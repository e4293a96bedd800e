import type { reachSiderIframeZhCN } from './reach-sider-iframe.zh-cn';

export const reachSiderIframeEn: Record<keyof typeof reachSiderIframeZhCN, string> = {
  'siderIframe.title': 'Sider Iframe',
  'siderIframe.description': 'Describe what an operator does on this page.',
  'siderIframe.filter.name': 'Name',
  'siderIframe.column.name': 'Name',
  'siderIframe.column.createdAt': 'Created at',
  'siderIframe.empty': 'No data yet',
  'siderIframe.empty.filtered': 'Nothing matches the filters',
};
