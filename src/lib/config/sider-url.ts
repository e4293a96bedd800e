// issue #38 item 2: one address scheme for the chat sidebar. /sider-iframe and the /menu-setting
// toolbar both show a sidebar page (contract `siderPagePath`) at this absolute address.
import { getRuntimeConfig } from './runtime-config';

/** The sidebar host (SIDER_HOST, read at run time) or, when unset, this console's origin. */
export function siderUrl(path: string): string {
  const host = getRuntimeConfig().siderHost.replace(/\/+$/, '');
  return `${host || window.location.origin}${path}`;
}
