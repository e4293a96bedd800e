import { beforeEach, describe, expect, it } from 'vitest';
import { checkSessionForRequest } from './session-guard';
import { saveSession } from './session-storage';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

const token = (payload: object) => `${base64Url({ alg: 'HS256' })}.${base64Url(payload)}.sig`;
const now = 1_700_000_000_000;

beforeEach(() => localStorage.clear());

describe('spec §5 session check before every request', () => {
  it('accepts a decodable token whose exp is in the future with a tenant', () => {
    saveSession({ token: token({ exp: now / 1000 + 1 }), tenantId: 'demo' });
    expect(checkSessionForRequest(now)).toEqual({
      ok: true,
      token: token({ exp: now / 1000 + 1 }),
      tenantId: 'demo',
    });
  });

  it('refuses a token that cannot be decoded', () => {
    saveSession({ token: 'abc.def', tenantId: 'demo' });
    expect(checkSessionForRequest(now)).toEqual({ ok: false, problem: 'undecodable' });
  });

  it('refuses a token without exp', () => {
    saveSession({ token: token({ sub: 1 }), tenantId: 'demo' });
    expect(checkSessionForRequest(now)).toEqual({ ok: false, problem: 'undecodable' });
  });

  it('refuses a token expired by one second (exp is in seconds)', () => {
    saveSession({ token: token({ exp: now / 1000 - 1 }), tenantId: 'demo' });
    expect(checkSessionForRequest(now)).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuses a missing Authorization', () => {
    localStorage.setItem('X-Tenant', 'demo');
    expect(checkSessionForRequest(now)).toEqual({ ok: false, problem: 'missing-token' });
  });

  it('refuses a missing X-Tenant', () => {
    localStorage.setItem('Authorization', token({ exp: now / 1000 + 60 }));
    expect(checkSessionForRequest(now)).toEqual({ ok: false, problem: 'missing-tenant' });
  });
});
