// issue #35, docs/wecom.md "Callbacks": the URL a tenant pastes into WeCom's admin. WeCom calls
// it without a token (public); the signature over the tenant's callback Token is the grant.
// GET verifies the URL (answers the decrypted echostr as plain text); POST carries an
// encrypted event (answered `success`). Both answer text, not an envelope.
import { z } from 'zod';
import { defineEndpoint, publicAccess, responseOf } from './endpoint';

export const WECOM_CALLBACK_PATH = '/scrm/v1/platform/wecom/callback/:tenant';

const signedQuery = {
  msg_signature: z.string().regex(/^[0-9A-Fa-f]{40}$/, { error: '签名无效' }),
  timestamp: z.string().regex(/^\d{1,12}$/, { error: '时间戳无效' }),
  nonce: z.string().regex(/^[\w-]{1,64}$/, { error: '随机串无效' }),
};
const tenantParams = z.object({
  tenant: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '企业无效' }),
});

export const verifyWecomCallbackUrl = defineEndpoint({
  method: 'GET',
  path: WECOM_CALLBACK_PATH,
  permission: publicAccess,
  params: tenantParams,
  query: z.object({
    ...signedQuery,
    echostr: z.string().regex(/^[A-Za-z0-9+/=]{1,1024}$/, { error: 'echostr无效' }),
  }),
  response: responseOf<string>(),
});

export const receiveWecomCallback = defineEndpoint({
  method: 'POST',
  path: WECOM_CALLBACK_PATH,
  permission: publicAccess,
  params: tenantParams,
  query: z.object(signedQuery),
  response: responseOf<string>(),
});

/** The callback URL of a tenant on this server's origin. */
export function wecomCallbackUrl(origin: string, tenantId: string): string {
  return `${origin}${WECOM_CALLBACK_PATH.replace(':tenant', encodeURIComponent(tenantId))}`;
}
