import { jwtDecode } from 'jwt-decode';
import { readSession } from '../session/session-storage';

/**
 * Whose data the browser may keep (docs/conventions.md "Tenants never mix"): the tenant and user of the
 * stored session, and the session itself (the token's jti), read from the token at run time.
 */
export interface StorageScope {
  tenantId: string;
  userId: string;
  /** One sign-in: a new token (sign-in, tenant switch) is a new session. */
  sessionId: string;
}

export function currentStorageScope(): StorageScope | null {
  const { token, tenantId } = readSession();
  if (!token || !tenantId) return null;
  try {
    const { sub, jti, iat } = jwtDecode<{ sub?: unknown; jti?: unknown; iat?: unknown }>(token);
    if (typeof sub !== 'string' && typeof sub !== 'number') return null;
    const sessionId = typeof jti === 'string' ? jti : String(iat ?? '');
    return { tenantId, userId: String(sub), sessionId };
  } catch {
    return null;
  }
}

/** A storage key for this tenant and user, e.g. `scrm-query:demo:1`. */
export function scopedKey(
  prefix: string,
  scope: Pick<StorageScope, 'tenantId' | 'userId'>,
): string {
  return `${prefix}:${scope.tenantId}:${scope.userId}`;
}
