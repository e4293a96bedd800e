// docs/wecom.md "Callbacks": the callback job's platform in a running server. A tenant on
// WeCom reads what a callback does not carry from WeCom itself (externalcontact/get,
// groupchat/get) and writes through its adapter; any other tenant keeps the default, which
// refuses detail reads loudly (the sandbox delivers its own events, never through callbacks).
import type { RouteDeps } from '../../http/app-deps';
import { createPlatformAdapter } from '../adapter';
import type { CallbackPlatformFor } from '../wecom-callback/callback-platform';
import { defaultCallbackPlatform } from '../wecom-callback/callback-platform';
import { createWecomCallbackDetails } from './callback-details';
import { tenantWecomApi } from './tenant-api';
import { tenantPlatformKind, wecomClientFor } from './tenant-platform';

export function wecomCallbackPlatform(deps: RouteDeps): CallbackPlatformFor {
  const adapter = createPlatformAdapter(deps.db);
  const details = createWecomCallbackDetails(tenantWecomApi(deps.db, wecomClientFor(deps)));
  const fallback = defaultCallbackPlatform(deps.db);
  return async (tenantId) =>
    (await tenantPlatformKind(deps.db, tenantId)) === 'wecom'
      ? { adapter, details }
      : fallback(tenantId);
}
