// docs/conventions.md "Login": the session token is a JWT, HS256 only, exp in seconds, 8 hours.
// Written on node:crypto: the one algorithm we accept is a few lines, and no library can
// then be talked into another `alg` (`none` included).
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TokenClaims } from '../../../contract/auth';

export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

export type TokenFailure = 'malformed' | 'algorithm' | 'signature' | 'expired';

export type TokenCheck =
  | { readonly ok: true; readonly claims: TokenClaims }
  | { readonly ok: false; readonly reason: TokenFailure };

function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signToken(
  subject: { userId: number; tenantId: string; sessionVersion?: number },
  secret: string,
  nowSeconds: number,
): { token: string; claims: TokenClaims } {
  const claims: TokenClaims = {
    sub: String(subject.userId),
    tid: subject.tenantId,
    jti: randomUUID(),
    iat: nowSeconds,
    exp: nowSeconds + TOKEN_TTL_SECONDS,
    sv: subject.sessionVersion ?? 0,
  };
  const input = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson(claims)}`;
  return { token: `${input}.${sign(input, secret).toString('base64url')}`, claims };
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.tid === 'string' &&
    typeof claims.jti === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number' &&
    (claims.sv === undefined || typeof claims.sv === 'number')
  );
}

/** Checks form, algorithm, signature and expiry; revocation is the guard's (it needs the DB). */
export function verifyToken(token: string, secret: string, nowSeconds: number): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (typeof header !== 'object' || header === null) return { ok: false, reason: 'malformed' };
  if ((header as Record<string, unknown>).alg !== 'HS256')
    return { ok: false, reason: 'algorithm' };
  const expected = sign(`${headerPart}.${payloadPart}`, secret);
  const actual = Buffer.from(signaturePart, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'signature' };
  }
  const claims = decodeJson(payloadPart);
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
