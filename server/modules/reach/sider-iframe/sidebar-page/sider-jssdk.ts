// WeCom's official JS-SDK (@wecom/jssdk) as the sidebar's separate file (/sidebar/_/jssdk.js):
// loaded only inside WeCom, it sets the global `ww` as WeCom's own script build does, which
// sider-wecom-mode.ts then uses (docs/wecom.md "The chat sidebar").
import * as ww from '@wecom/jssdk';

const host = window as unknown as { ww?: unknown };
host.ww ??= ww;
