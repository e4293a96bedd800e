// The `state` of a WeCom authorization (QR sign-in, the sidebar's web authorization), docs/wecom.md
// "Sign in with 企业微信": signed (HMAC over the random part with a key derived from the server
// secret), stored by hash with its tenant and purpose, taken once, 10 minutes at most. WeCom
// carries it back unchanged; it must be [a-zA-Z0-9] and ≤ 128 bytes, so it is hex.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { wecomOauthStates } from '../../db/schema/wecom-sign-in';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export type OAuthPurpose = 'sign-in' | 'sidebar';

export interface OAuthStateRow {
  readonly tenantId: string;
  readonly returnTo: string;
}

const STATE_PATTERN = /^([0-9a-f]{32})([0-9a-f]{40})$/;

function mac(secret: string, nonce: string): string {
  const key = createHmac('sha256', secret).update('wecom-oauth-state').digest();
  return createHmac('sha256', key).update(nonce).digest('hex').slice(0, 40);
}

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

export async function issueOAuthState(
  db: Database,
  secret: string,
  input: { tenantId: string; purpose: OAuthPurpose; returnTo: string },
  nowMs: number,
): Promise<string> {
  const nonce = randomBytes(16).toString('hex');
  const state = `${nonce}${mac(secret, nonce)}`;
  await db.insert(wecomOauthStates).values({
    stateHash: hashState(state),
    tenantId: input.tenantId,
    purpose: input.purpose,
    returnTo: input.returnTo,
    expiresAt: new Date(nowMs + OAUTH_STATE_TTL_MS),
  });
  // Expired states are worth nothing: prune them as we go.
  await db.delete(wecomOauthStates).where(lt(wecomOauthStates.expiresAt, new Date(nowMs)));
  return state;
}

/**
 * The tenant and return address of a state this server signed, not yet used, not expired and
 * issued for `purpose`; undefined for anything else. The row is deleted in the same statement,
 * so of two requests carrying one state only one gets it.
 */
export async function consumeOAuthState(
  db: Database,
  secret: string,
  state: string,
  purpose: OAuthPurpose,
  nowMs: number,
): Promise<OAuthStateRow | undefined> {
  const match = STATE_PATTERN.exec(state);
  if (!match) return undefined;
  const expected = Buffer.from(mac(secret, match[1] ?? ''));
  const given = Buffer.from(match[2] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const [row] = await db
    .delete(wecomOauthStates)
    .where(
      and(
        eq(wecomOauthStates.stateHash, hashState(state)),
        eq(wecomOauthStates.purpose, purpose),
        gt(wecomOauthStates.expiresAt, new Date(nowMs)),
      ),
    )
    .returning({ tenantId: wecomOauthStates.tenantId, returnTo: wecomOauthStates.returnTo });
  return row;
}
