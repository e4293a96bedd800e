// issue #36: the one-time setup link of a server with no tenant. The token is 32 random bytes
// (base64url); only its SHA-256 is stored, so a copy of the database opens nothing. Valid for
// an hour, used once (the use and the tenant it creates commit together: setup-routes.ts).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { setupTokens } from '../../db/schema/setup';

export const SETUP_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The page the link opens; the token rides in the fragment, never sent in a request line. */
export const SETUP_PAGE_PATH = '/setup';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSetupToken(db: Database, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(setupTokens).values({
    tokenHash: hashOf(token),
    expiresAt: new Date(now.getTime() + SETUP_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

/** Marks the token used; false when unknown, used or expired (nothing changes then). */
export async function consumeSetupToken(db: Database, token: string, now: Date): Promise<boolean> {
  const used = await db
    .update(setupTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(setupTokens.tokenHash, hashOf(token)),
        isNull(setupTokens.usedAt),
        gt(setupTokens.expiresAt, now),
      ),
    )
    .returning({ hash: setupTokens.tokenHash });
  return used.length > 0;
}

/** The link printed at start: the page, with the token after `#`. */
export function setupLink(baseUrl: string, token: string): string {
  return `${baseUrl}${SETUP_PAGE_PATH}#token=${token}`;
}
