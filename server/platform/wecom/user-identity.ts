// Who signed in on WeCom's page (docs/wecom.md "Sign in with 企业微信"): the `code` of the QR
// login or of the sidebar's web authorization, traded once with auth/getuserinfo. A corp member
// answers `userid`; anyone else `openid` (never a member of this console).
import type { AppCredentials } from './token-cache';
import type { WecomClient } from './wecom-client';

export type WecomVisitor =
  { readonly kind: 'member'; readonly userId: string } | { readonly kind: 'outsider' };

/** Throws WecomApiError (40029 used or expired code, 50001 untrusted domain …) as the client does. */
export async function wecomVisitorOfCode(
  client: WecomClient,
  app: AppCredentials,
  code: string,
): Promise<WecomVisitor> {
  const answer = await client.get<{ userid?: string; openid?: string }>(app, 'auth/getuserinfo', {
    code,
  });
  return typeof answer.userid === 'string' && answer.userid !== ''
    ? { kind: 'member', userId: answer.userid }
    : { kind: 'outsider' };
}
