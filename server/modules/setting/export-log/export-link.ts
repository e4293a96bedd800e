// Signed, expiring download links (issue #14 "a signed, expiring link; only the tenant's
// users"): issued only to a signed-in member of the tenant with the /export-log code; the
// HMAC covers tenant, export and expiry, so a link cannot be moved to another file or tenant.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EXPORT_LINK_SECONDS, downloadExport } from '../../../../contract/setting/export-log';

function signature(secret: string, tenantId: string, id: number, exp: number): string {
  const key = createHmac('sha256', secret).update('export-download-link').digest();
  return createHmac('sha256', key).update(`${tenantId}\n${id}\n${exp}`).digest('base64url');
}

export function signExportLink(
  secret: string,
  tenantId: string,
  id: number,
  nowMs: number,
): { url: string; expires_at: string } {
  const exp = Math.floor(nowMs / 1000) + EXPORT_LINK_SECONDS;
  const query = new URLSearchParams({
    tenant: tenantId,
    exp: String(exp),
    sig: signature(secret, tenantId, id, exp),
  });
  return {
    url: `${downloadExport.path.replace(':id', String(id))}?${query.toString()}`,
    expires_at: new Date(exp * 1000).toISOString(),
  };
}

export function verifyExportLink(
  secret: string,
  link: { tenantId: string; id: number; exp: number; sig: string },
  nowMs: number,
): boolean {
  if (link.exp * 1000 <= nowMs) return false;
  const expected = Buffer.from(signature(secret, link.tenantId, link.id, link.exp));
  const given = Buffer.from(link.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
