import { saveSession } from './session-storage';

interface ExchangeAnswer {
  code: number | string;
  msg?: string;
  data?: { token: string; tenant_id: string } | null;
}

/** The login page's one-time `code` in the address, or null (an empty one is none). */
function loginCodeIn(url: URL): string | null {
  return url.searchParams.get('code') || null;
}

/** Whether the address carries a code consumeLoginCode would exchange. */
export function hasLoginCode(location: Location = window.location): boolean {
  return loginCodeIn(new URL(location.href)) !== null;
}

/**
 * The login page hands the session back through a one-time `code` (docs/conventions.md). Exchange it,
 * store the session and take the code out of the address bar so a reload cannot replay it.
 * Returns false when there was no code or the exchange failed.
 */
export async function consumeLoginCode(location: Location = window.location): Promise<boolean> {
  const url = new URL(location.href);
  const code = loginCodeIn(url);
  if (!code) return false;
  url.searchParams.delete('code');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  try {
    const response = await fetch('/scrm/v1/auth/exchange', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    const answer = (await response.json()) as ExchangeAnswer;
    if (!response.ok || String(answer.code) !== '0' || !answer.data) return false;
    saveSession({ token: answer.data.token, tenantId: answer.data.tenant_id });
    return true;
  } catch {
    return false;
  }
}
