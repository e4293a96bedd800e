// docs/wecom.md "Callbacks": the record of a tenant's verified callbacks. A retry of the same
// event (same decrypted message) lands on the first row: recorded once, applied once.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { platformApps } from '../../../db/schema/platform';
import { wecomCallbacks } from '../../../db/schema/platform-callbacks';
import { wecomConnections } from '../../../db/schema/wecom';
import type { CallbackSecrets } from '../../../platform/wecom-callback/callback-crypto';

export type CallbackRecord = typeof wecomCallbacks.$inferSelect;

/** The tenant's callback Token, EncodingAESKey and corp id; null when any is missing. */
export async function callbackSecretsOf(
  db: Database,
  tenantId: string,
): Promise<CallbackSecrets | null> {
  const [row] = await db
    .select({
      token: platformApps.callbackToken,
      aesKey: platformApps.callbackAesKey,
      receiveId: platformApps.corpId,
    })
    .from(platformApps)
    .where(eq(platformApps.tenantId, tenantId));
  return row && row.token && row.aesKey && row.receiveId ? row : null;
}

export function dedupeKeyOf(message: string): string {
  return createHash('sha256').update(message, 'utf8').digest('hex');
}

/** Records the message (once per dedupe key); answers its row id and whether it is applied. */
export async function recordCallback(
  db: Database,
  tenantId: string,
  entry: { message: string; event: string; changeType: string; receivedAt: Date },
): Promise<{ id: number; applied: boolean }> {
  const dedupeKey = dedupeKeyOf(entry.message);
  const [inserted] = await db
    .insert(wecomCallbacks)
    .values({ tenantId, dedupeKey, ...entry })
    .onConflictDoNothing()
    .returning({ id: wecomCallbacks.id });
  if (inserted) return { id: inserted.id, applied: false };
  const [existing] = await db
    .select({ id: wecomCallbacks.id, appliedAt: wecomCallbacks.appliedAt })
    .from(wecomCallbacks)
    .where(and(eq(wecomCallbacks.tenantId, tenantId), eq(wecomCallbacks.dedupeKey, dedupeKey)));
  if (!existing) throw new Error('callback record vanished');
  return { id: existing.id, applied: existing.appliedAt !== null };
}

export async function loadCallback(
  db: Database,
  tenantId: string,
  id: number,
): Promise<CallbackRecord | undefined> {
  const [row] = await db
    .select()
    .from(wecomCallbacks)
    .where(and(eq(wecomCallbacks.tenantId, tenantId), eq(wecomCallbacks.id, id)));
  return row;
}

export async function markCallback(
  db: Database,
  tenantId: string,
  id: number,
  outcome: 'applied' | 'ignored',
  note: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db
    .update(wecomCallbacks)
    .set({ appliedAt: at, outcome, note })
    .where(and(eq(wecomCallbacks.tenantId, tenantId), eq(wecomCallbacks.id, id)));
}

/**
 * docs/wecom.md "Checking the connection": 测试连接 and /config-check show when WeCom last
 * verified the URL and last posted an event; a tenant without a connection row has no WeCom
 * link to stamp (the update changes nothing).
 */
export async function stampConnection(
  db: Database,
  tenantId: string,
  what: 'verified' | 'received',
  at: Date,
): Promise<void> {
  await db
    .update(wecomConnections)
    .set(what === 'verified' ? { callbackVerifiedAt: at } : { lastCallbackAt: at })
    .where(eq(wecomConnections.tenantId, tenantId));
}
