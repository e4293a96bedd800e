import { jwtDecode } from 'jwt-decode';
import { checkSessionForRequest } from './session-guard';

// spec §5: a token that cannot be decoded, or whose exp (seconds) has passed, is no session.
export function isTokenUsable(token: string | undefined, nowMs = Date.now()): boolean {
  if (!token) return false;
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp === 'number' && exp * 1000 > nowMs;
  } catch {
    return false;
  }
}

export function hasValidSession(nowMs = Date.now()): boolean {
  return checkSessionForRequest(nowMs).ok;
}
