// docs/conventions.md "Login": the login page hands the session to the console through a one-time
// code: only its hash is stored, it lives 60 s and is consumed by one conditional UPDATE,
// so two exchanges racing for it cannot both win.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { authCodes } from '../../db/schema/identity';

export const AUTH_CODE_TTL_MS = 60_000;

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export async function createAuthCode(
  db: Database,
  owner: { userId: number; tenantId: string },
  nowMs: number,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.insert(authCodes).values({
    codeHash: hashCode(code),
    userId: owner.userId,
    tenantId: owner.tenantId,
    expiresAt: new Date(nowMs + AUTH_CODE_TTL_MS),
  });
  // Used and expired codes are worth nothing: prune them as we go.
  await db.delete(authCodes).where(lt(authCodes.expiresAt, new Date(nowMs - AUTH_CODE_TTL_MS)));
  return code;
}

/** Marks the code used and answers its owner, or undefined when unknown, used or expired. */
export async function consumeAuthCode(
  db: Database,
  code: string,
  nowMs: number,
): Promise<{ userId: number; tenantId: string } | undefined> {
  const now = new Date(nowMs);
  const [row] = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(authCodes.codeHash, hashCode(code)),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, now),
      ),
    )
    .returning({ userId: authCodes.userId, tenantId: authCodes.tenantId });
  return row;
}
