// issue #25 finding 8: the signed `cid` of a public form link. The token carries the
// customer's external user id and an HMAC over tenant, form and that id (key derived from the
// server secret), so it is only valid on the form and tenant it was issued for.
import { createHmac, timingSafeEqual } from 'node:crypto';

function signature(secret: string, tenantId: string, publicId: string, externalUserId: string) {
  const key = createHmac('sha256', secret).update('superform-customer-link').digest();
  return createHmac('sha256', key)
    .update(`${tenantId}\n${publicId}\n${externalUserId}`)
    .digest()
    .subarray(0, 18)
    .toString('base64url');
}

export function signCustomerRef(
  secret: string,
  tenantId: string,
  publicId: string,
  externalUserId: string,
): string {
  const id = Buffer.from(externalUserId, 'utf8').toString('base64url');
  return `${id}.${signature(secret, tenantId, publicId, externalUserId)}`;
}

/** The external user id a valid token names, else undefined (a guessed id is not a token). */
export function verifyCustomerRef(
  secret: string,
  tenantId: string,
  publicId: string,
  token: unknown,
): string | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const match = /^([A-Za-z0-9_-]{1,120})\.([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match) return undefined;
  const externalUserId = Buffer.from(match[1] ?? '', 'base64url').toString('utf8');
  const expected = Buffer.from(signature(secret, tenantId, publicId, externalUserId));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? externalUserId
    : undefined;
}
