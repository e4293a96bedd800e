// docs/wecom.md "Which platform a tenant uses": app/internal/save checks the credentials on the
// platform they belong to. The tenant's own sandbox corp id is checked by the sandbox; any other
// corp id by WeCom itself (a gettoken against WECOM_API_BASE). Only gettoken decides: the
// trusted-IP list (60020) can only be set in WeCom's admin after the callback URL is verified,
// which needs the Token and EncodingAESKey saved here first; 测试连接 and /config-check report it.
import type { OwnCredentials } from '../../../platform/sandbox/auth-platform';
import type { PlatformKind } from '../../../platform/wecom/tenant-platform';
import { wecomClientFor } from '../../../platform/wecom/tenant-platform';
import { BusinessError } from '../../../http/http-errors';
import type { PlatformServices } from '../../platform/platform-services';

export type OwnAppCheck =
  | { readonly ok: true; readonly platform: PlatformKind }
  | { readonly ok: false; readonly message: string };

export async function verifyOwnApp(
  services: PlatformServices,
  tenant: { readonly tenantId: string; readonly tenantName: string },
  credentials: OwnCredentials,
): Promise<OwnAppCheck> {
  const sandboxCorpId = services.auth.corp(tenant.tenantId, tenant.tenantName).corpId;
  if (credentials.corpId === sandboxCorpId) {
    const check = await services.auth.verifyCredentials(tenant.tenantId, credentials);
    return check.ok ? { ok: true, platform: 'sandbox' } : check;
  }
  try {
    await wecomClientFor(services).verify({
      corpId: credentials.corpId,
      secret: credentials.secret,
    });
    return { ok: true, platform: 'wecom' };
  } catch (error) {
    // WeCom's refusal (40001, 40013 …) or "unreachable", each with its Chinese reason.
    if (error instanceof BusinessError) return { ok: false, message: error.message };
    throw error;
  }
}
