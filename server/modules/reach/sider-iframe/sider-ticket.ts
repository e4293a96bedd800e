// issue #18: the sandbox's JS-SDK context for the sidebar — which tenant, which employee and
// which external customer the chat is with — as a ticket signed with a key derived from the
// server secret. The sidebar trusts nothing else: no console token, no tenant from the query.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SiderTicket {
  readonly tenantId: string;
  readonly employeeId: number;
  readonly externalUserId: string;
  /** Epoch ms after which the ticket is refused. */
  readonly expiresAt: number;
}

function signature(secret: string, payload: string): string {
  const key = createHmac('sha256', secret).update('sider-ticket').digest();
  return createHmac('sha256', key).update(payload).digest().subarray(0, 24).toString('base64url');
}

export function signSiderTicket(secret: string, ticket: SiderTicket): string {
  const payload = Buffer.from(
    JSON.stringify([ticket.tenantId, ticket.employeeId, ticket.externalUserId, ticket.expiresAt]),
    'utf8',
  ).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The context a valid, unexpired ticket carries; undefined for anything else. */
export function verifySiderTicket(
  secret: string,
  token: unknown,
  now: number,
): SiderTicket | undefined {
  if (typeof token !== 'string' || token.length > 600) return undefined;
  const match = /^([A-Za-z0-9_-]{8,500})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const payload = match[1] ?? '';
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(match[2] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
    const [tenantId, employeeId, externalUserId, expiresAt] = parsed as unknown[];
    if (typeof tenantId !== 'string' || typeof externalUserId !== 'string') return undefined;
    if (!Number.isInteger(employeeId) || typeof expiresAt !== 'number') return undefined;
    if (expiresAt <= now) return undefined;
    return { tenantId, employeeId: employeeId as number, externalUserId, expiresAt };
  } catch {
    return undefined;
  }
}
