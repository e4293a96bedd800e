// issue #41 polling the platform for waiting hand-overs (docs/handover.md "Results"): per
// (mode, handover, takeover) pair, every page of transfer_result; a final status (1 accepted,
// 3 refused, 4 takeover at its limit, 5 no record) is applied once (handover-apply.ts); 2
// keeps waiting. A record sent long ago that the platform does not list after a full read
// was never received (the call was cut off): it is closed as 无接替记录.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { PlatformAdapter } from '../../../platform/adapter';
import { applyFinal } from './handover-apply';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** A claimed record the platform has not listed for this long was never sent. */
export const UNLISTED_AFTER_MS = 3_600_000;

export interface PollOptions {
  /** Tests: called after each page is applied (throw = the process dies there). */
  readonly afterPage?: (page: number) => void;
}

interface Pair {
  mode: number;
  handover_user: string;
  takeover_user: string;
  handover_employee_id: number;
  takeover_employee_id: number;
}

/** Answers how many records are still waiting after the poll. */
export async function pollHandovers(
  db: Database,
  platform: PlatformAdapter,
  tenantId: string,
  now: Date,
  options: PollOptions = {},
): Promise<number> {
  const pairs = rowsOf<Pair>(
    await db.execute(sql`select distinct h.mode, h.handover_employee_id, h.takeover_employee_id,
        he.platform_user_id as handover_user, te.platform_user_id as takeover_user
      from customer_handovers h
      join employees he on he.tenant_id = h.tenant_id and he.id = h.handover_employee_id
      join employees te on te.tenant_id = h.tenant_id and te.id = h.takeover_employee_id
      where h.tenant_id = ${tenantId} and h.status = 2 and h.target_type = 1
      order by h.mode, h.handover_employee_id, h.takeover_employee_id`),
  );
  let page = 0;
  for (const pair of pairs) {
    const waiting = new Map(
      rowsOf<{ id: number; external: string; sent_at: Date | null }>(
        await db.execute(sql`select id, platform_target_id as external, sent_at
          from customer_handovers where tenant_id = ${tenantId} and status = 2
            and target_type = 1 and mode = ${pair.mode}
            and handover_employee_id = ${pair.handover_employee_id}
            and takeover_employee_id = ${pair.takeover_employee_id}`),
      ).map((row) => [row.external, row]),
    );
    const listed = new Set<string>();
    let cursor = '';
    do {
      const result = await platform.transferResult(tenantId, {
        mode: pair.mode === 1 ? 'onjob' : 'resigned',
        handoverUserId: pair.handover_user,
        takeoverUserId: pair.takeover_user,
        cursor,
      });
      for (const item of result.customers) {
        listed.add(item.externalUserId);
        const record = waiting.get(item.externalUserId);
        if (!record || item.status === 2) continue;
        await applyFinal(db, tenantId, Number(record.id), item.status, item.takeoverAt, now);
      }
      page += 1;
      options.afterPage?.(page);
      cursor = result.nextCursor;
    } while (cursor);
    for (const [external, record] of waiting) {
      const sentAt = record.sent_at ? new Date(record.sent_at).getTime() : 0;
      if (listed.has(external) || now.getTime() - sentAt < UNLISTED_AFTER_MS) continue;
      await applyFinal(db, tenantId, Number(record.id), 5, null, now);
    }
  }
  await closeCutOffGroups(db, tenantId, now);
  const [left] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from customer_handovers
      where tenant_id = ${tenantId} and status in (0, 2)`),
  );
  return left?.n ?? 0;
}

/**
 * A group transfer is answered at once; a group record still claimed means the call was cut
 * off: WeCom has no result to ask, so after an hour the operator is told to check the owner.
 */
async function closeCutOffGroups(db: Database, tenantId: string, now: Date) {
  const stale = rowsOf<{ id: number }>(
    await db.execute(sql`select id from customer_handovers where tenant_id = ${tenantId}
      and status = 2 and target_type = 2
      and sent_at < ${new Date(now.getTime() - UNLISTED_AFTER_MS)}`),
  );
  for (const row of stale) {
    await applyFinal(
      db,
      tenantId,
      Number(row.id),
      7,
      null,
      now,
      '转接时服务中断，请在企业微信中核对该群的群主',
    );
  }
}
