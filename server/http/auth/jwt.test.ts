import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOKEN_TTL_SECONDS, signToken, verifyToken } from './jwt';

const SECRET = 'unit-secret';
const NOW = 1_800_000_000;

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('jwt', () => {
  it('signs HS256 tokens with sub, tid, jti, iat and exp eight hours later, in seconds', () => {
    const { token, claims } = signToken({ userId: 7, tenantId: 'demo' }, SECRET, NOW);
    expect(claims).toMatchObject({ sub: '7', tid: 'demo', iat: NOW, exp: NOW + TOKEN_TTL_SECONDS });
    expect(TOKEN_TTL_SECONDS).toBe(8 * 3600);
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(verifyToken(token, SECRET, NOW + 1)).toEqual({ ok: true, claims });
  });

  it('refuses a token whose payload was changed after signing', () => {
    const { token } = signToken({ userId: 7, tenantId: 'demo' }, SECRET, NOW);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${b64({ sub: '1', tid: 'demo', jti: 'x', iat: NOW, exp: NOW + 99 })}.${signature}`;
    expect(verifyToken(forged, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a token signed with another secret', () => {
    const { token } = signToken({ userId: 7, tenantId: 'demo' }, 'other', NOW);
    expect(verifyToken(token, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses alg none, and any alg other than exactly HS256, even when correctly signed', () => {
    const payload = b64({ sub: '1', tid: 'demo', jti: 'x', iat: NOW, exp: NOW + 99 });
    expect(verifyToken(`${b64({ alg: 'none' })}.${payload}.`, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'algorithm',
    });
    for (const alg of ['HS512', 'hs256', 'RS256']) {
      const input = `${b64({ alg, typ: 'JWT' })}.${payload}`;
      const signature = createHmac('sha256', SECRET).update(input).digest('base64url');
      expect(verifyToken(`${input}.${signature}`, SECRET, NOW)).toEqual({
        ok: false,
        reason: 'algorithm',
      });
    }
  });

  it('refuses an expired token (exp in seconds, at or before now)', () => {
    const { token } = signToken({ userId: 7, tenantId: 'demo' }, SECRET, NOW);
    expect(verifyToken(token, SECRET, NOW + TOKEN_TTL_SECONDS)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses garbage', () => {
    expect(verifyToken('not-a-token', SECRET, NOW).ok).toBe(false);
    expect(verifyToken('a.b.c', SECRET, NOW).ok).toBe(false);
  });
});
