// The sandbox consent page's decisions (issue #6): look a visit up by its state, and on
// "agree" issue a single-use auth code and send the operator back to the console with it.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { GrantKind } from '../../../contract/setting/authorize';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema/identity';
import { sandboxAuthGrants } from '../../db/schema/platform';
import { GRANT_TTL_MS, hashToken } from './auth-sandbox';

export interface PendingConsent {
  readonly tenantId: string;
  readonly tenantName: string;
  readonly kind: GrantKind;
  readonly redirectUri: string;
}

export async function findPendingConsent(
  db: Database,
  state: string,
  now: Date,
): Promise<PendingConsent | undefined> {
  const [row] = await db
    .select({
      tenantId: sandboxAuthGrants.tenantId,
      tenantName: tenants.name,
      kind: sandboxAuthGrants.kind,
      redirectUri: sandboxAuthGrants.redirectUri,
    })
    .from(sandboxAuthGrants)
    .innerJoin(tenants, eq(tenants.tenantId, sandboxAuthGrants.tenantId))
    .where(
      and(
        eq(sandboxAuthGrants.stateHash, hashToken(state)),
        isNull(sandboxAuthGrants.decidedAt),
        gt(sandboxAuthGrants.expiresAt, now),
      ),
    );
  return row && { ...row, kind: row.kind as GrantKind };
}

/**
 * Adds query parameters to the console address. A hash-history address (`…/#/authorize`)
 * carries its query inside the hash, where the router reads it.
 */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  const query = new URLSearchParams(params).toString();
  if (url.hash.startsWith('#/')) {
    url.hash = `${url.hash}${url.hash.includes('?') ? '&' : '?'}${query}`;
  } else {
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  }
  return url.href;
}

/** Records the decision; answers where to send the browser, or undefined for a stale state. */
export async function decideConsent(
  db: Database,
  state: string,
  agree: boolean,
  now: Date,
): Promise<string | undefined> {
  const code = randomBytes(24).toString('base64url');
  const [grant] = await db
    .update(sandboxAuthGrants)
    .set({
      decidedAt: now,
      codeHash: agree ? hashToken(code) : null,
      expiresAt: new Date(now.getTime() + GRANT_TTL_MS),
    })
    .where(
      and(
        eq(sandboxAuthGrants.stateHash, hashToken(state)),
        isNull(sandboxAuthGrants.decidedAt),
        gt(sandboxAuthGrants.expiresAt, now),
      ),
    )
    .returning({ redirectUri: sandboxAuthGrants.redirectUri });
  if (!grant) return undefined;
  return withQuery(grant.redirectUri, agree ? { auth_code: code } : { auth_error: 'denied' });
}
