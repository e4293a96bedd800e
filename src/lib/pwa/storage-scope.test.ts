import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../session/session-storage';
import { currentStorageScope, scopedKey } from './storage-scope';

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

beforeEach(() => localStorage.clear());

describe('storage scope (docs/conventions.md "Tenants never mix")', () => {
  it('names tenant, user (token sub) and session (token jti)', () => {
    saveSession({
      token: `${part({ alg: 'HS256' })}.${part({ sub: '7', jti: 'abc' })}.s`,
      tenantId: 'demo',
    });
    const scope = currentStorageScope();
    expect(scope).toEqual({ tenantId: 'demo', userId: '7', sessionId: 'abc' });
    expect(scopedKey('scrm-query', scope!)).toBe('scrm-query:demo:7');
  });

  it('is null without a decodable session', () => {
    expect(currentStorageScope()).toBeNull();
    saveSession({ token: 'not-a-token', tenantId: 'demo' });
    expect(currentStorageScope()).toBeNull();
  });
});
