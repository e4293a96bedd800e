import { jwtDecode } from 'jwt-decode';
import { readSession } from './session-storage';

export type SessionProblem = 'missing-token' | 'missing-tenant' | 'undecodable' | 'expired';

export type SessionCheck =
  { ok: true; token: string; tenantId: string } | { ok: false; problem: SessionProblem };

/**
 * spec §5 "before every request": the token must decode and its exp (seconds) must not have
 * passed, and both Authorization and X-Tenant must be in storage.
 */
export function checkSessionForRequest(nowMs = Date.now()): SessionCheck {
  const { token, tenantId } = readSession();
  if (!token) return { ok: false, problem: 'missing-token' };
  if (!tenantId) return { ok: false, problem: 'missing-tenant' };
  let exp: unknown;
  try {
    exp = jwtDecode<{ exp?: unknown }>(token).exp;
  } catch {
    return { ok: false, problem: 'undecodable' };
  }
  if (typeof exp !== 'number') return { ok: false, problem: 'undecodable' };
  if (exp * 1000 <= nowMs) return { ok: false, problem: 'expired' };
  return { ok: true, token, tenantId };
}
