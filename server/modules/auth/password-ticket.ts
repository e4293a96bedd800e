// issue #32: the one-time, short-lived ticket a sign-in answers instead of a session when the
// password must be changed (docs/security.md "First sign-in"). Stateless: an HMAC (the JWT
// secret, a purpose label) over the user, the expiry and the user's current password hash.
// Changing the password changes the hash, so a ticket works once; it never goes in a URL.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PASSWORD_TICKET_TTL_SECONDS } from '../../../contract/auth-password';

const PURPOSE = 'scrm-password-change-v1';

function mac(secret: string, userId: number, expiresAt: number, passwordHash: string): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}|${userId}|${expiresAt}|${passwordHash}`)
    .digest('base64url');
}

/** `<user id>.<expiry, unix s>.<mac>` */
export function issuePasswordTicket(
  secret: string,
  user: { readonly id: number; readonly passwordHash: string },
  nowMs: number,
): string {
  const expiresAt = Math.floor(nowMs / 1000) + PASSWORD_TICKET_TTL_SECONDS;
  return `${user.id}.${expiresAt}.${mac(secret, user.id, expiresAt, user.passwordHash)}`;
}

/** Whether `ticket` is unexpired and was issued for this user with this password hash. */
export function verifyPasswordTicket(
  secret: string,
  ticket: string,
  user: { readonly id: number; readonly passwordHash: string },
  nowMs: number,
): boolean {
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match || Number(match[1]) !== user.id) return false;
  const expiresAt = Number(match[2]);
  if (expiresAt * 1000 <= nowMs) return false;
  const expected = Buffer.from(mac(secret, user.id, expiresAt, user.passwordHash));
  const given = Buffer.from(match[3] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
