// issue #15 /short-chain quota (docs/domain.md §1 quota_list): batches of acquisitions, each with an
// expiry. An add through a link uses one from the live batch that expires first; with no
// balance the add (and a new link) is refused with a clear message.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { ShortLinkQuota } from '../../../../contract/acquiring/short-chain';
import { TOOL_ERROR_CODES } from '../../../../contract/acquiring/tool-fields';
import type { Database } from '../../../db/database';
import { shortLinkQuotaBatches } from '../../../db/schema/acquiring-tools';
import { BusinessError } from '../../../http/http-errors';

export const QUOTA_EXHAUSTED_MESSAGE =
  '获客助手额度已用完，暂时无法通过获客链接添加客户，请联系管理员购买额度';

export async function quotaOf(db: Database, tenantId: string, at: Date): Promise<ShortLinkQuota> {
  const batches = await db
    .select()
    .from(shortLinkQuotaBatches)
    .where(
      and(eq(shortLinkQuotaBatches.tenantId, tenantId), gt(shortLinkQuotaBatches.expiresAt, at)),
    )
    .orderBy(asc(shortLinkQuotaBatches.expiresAt));
  const total = batches.reduce((sum, batch) => sum + batch.amount, 0);
  const used = batches.reduce((sum, batch) => sum + batch.used, 0);
  return {
    total,
    used,
    balance: total - used,
    batches: batches.map((batch) => ({
      amount: batch.amount,
      used: batch.used,
      expires_at: batch.expiresAt.toISOString(),
    })),
  };
}

export async function assertQuotaLeft(db: Database, tenantId: string, at: Date) {
  if ((await quotaOf(db, tenantId, at)).balance <= 0) {
    throw new BusinessError(TOOL_ERROR_CODES.quotaExhausted, QUOTA_EXHAUSTED_MESSAGE);
  }
}

/** Uses one acquisition; false when there is none left (nothing written). */
export async function useQuota(db: Database, tenantId: string, at: Date): Promise<boolean> {
  const [batch] = await db
    .select({ id: shortLinkQuotaBatches.id })
    .from(shortLinkQuotaBatches)
    .where(
      and(
        eq(shortLinkQuotaBatches.tenantId, tenantId),
        gt(shortLinkQuotaBatches.expiresAt, at),
        lt(shortLinkQuotaBatches.used, shortLinkQuotaBatches.amount),
      ),
    )
    .orderBy(asc(shortLinkQuotaBatches.expiresAt))
    .limit(1);
  if (!batch) return false;
  const [updated] = await db
    .update(shortLinkQuotaBatches)
    .set({ used: sql`${shortLinkQuotaBatches.used} + 1` })
    .where(
      and(
        eq(shortLinkQuotaBatches.tenantId, tenantId),
        eq(shortLinkQuotaBatches.id, batch.id),
        lt(shortLinkQuotaBatches.used, shortLinkQuotaBatches.amount),
      ),
    )
    .returning({ id: shortLinkQuotaBatches.id });
  return Boolean(updated);
}
