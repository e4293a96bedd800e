// spec §4: each expiry tip can be closed once per session: remembered in sessionStorage (a new
// tab or a new sign-in shows it again), per tenant.
const KEY = 'scrm:closed-expiry-tips';

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function closedTips(tenantId: string): Set<string> {
  const prefix = `${tenantId}:`;
  return new Set(
    read()
      .filter((item) => item.startsWith(prefix))
      .map((item) => item.slice(prefix.length)),
  );
}

export function closeTip(tenantId: string, tip: string): void {
  const entry = `${tenantId}:${tip}`;
  const all = read();
  if (all.includes(entry)) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...all, entry]));
  } catch {
    // storage full or blocked: the tip stays closed until the page reloads
  }
}
