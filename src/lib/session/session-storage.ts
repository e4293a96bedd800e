// docs/conventions.md / spec §3: the raw token lives in localStorage `Authorization`, the tenant in
// `X-Tenant`.

export const TOKEN_KEY = 'Authorization';
export const TENANT_KEY = 'X-Tenant';

export interface StoredSession {
  token: string;
  tenantId: string;
}

export function readSession(): Partial<StoredSession> {
  return {
    token: localStorage.getItem(TOKEN_KEY) ?? undefined,
    tenantId: localStorage.getItem(TENANT_KEY) ?? undefined,
  };
}

export function saveSession(session: StoredSession): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(TENANT_KEY, session.tenantId);
}
