// issue #2: sign-out (and a tenant switch) stop a token at once. Revoked jtis are kept
// until the token would have expired anyway, then pruned.
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { revokedTokens } from '../../db/schema/identity';

export async function revokeToken(db: Database, jti: string, expSeconds: number, nowMs: number) {
  await db
    .insert(revokedTokens)
    .values({ jti, expiresAt: new Date(expSeconds * 1000) })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date(nowMs)));
}

export async function isTokenRevoked(db: Database, jti: string): Promise<boolean> {
  const [row] = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti));
  return row !== undefined;
}
