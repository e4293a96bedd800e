// issue #18 the sidebar's HTML: a tiny Chinese mobile document; everything it shows comes from
// /sidebar/_/sider.js over the sidebar API (CSP script-src 'self', no inline script).
import type { SiderPageKey } from '../../../../../contract/reach/sider-pages';
import { SIDER_STYLES } from './sider-styles';

/** `sources.sdk` (@wecom/jssdk) is loaded by the script only inside WeCom. */
export function renderSiderPage(
  pageKey: SiderPageKey,
  sources: { readonly script: string; readonly sdk: string },
): string {
  return (
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">' +
    '<meta name="robots" content="noindex"><title>聊天侧边栏</title>' +
    `<style>${SIDER_STYLES}</style><script src="${sources.script}" defer></script></head>` +
    `<body><main id="sider" class="sd" data-page="${pageKey}" data-sdk="${sources.sdk}"` +
    ' aria-busy="true">' +
    '<p class="sd-note" role="status">加载中…</p></main></body></html>'
  );
}
