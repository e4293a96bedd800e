// issue #41 sending a tenant's queued hand-over records (docs/handover.md "Sending"): ≤ 100
// customers (or groups) of one (mode, handover, takeover) a call. Each chunk is claimed
// (status 0 → 2) before the call, so a crash after the platform accepted never sends it
// twice; a claimed record the platform never heard of is closed by the poll (无接替记录).
import { sql } from 'drizzle-orm';
import { HANDOVER_LIMITS } from '../../../../contract/customer/handover';
import type { Database } from '../../../db/database';
import type { PlatformAdapter } from '../../../platform/adapter';
import type { TransferMode } from '../../../platform/handover-adapter';
import { wecomErrorMessage } from '../../../platform/wecom/error-messages';
import { applyFinal } from './handover-apply';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface Ids {
  handover_employee_id: number;
  takeover_employee_id: number;
}

interface Claimed {
  id: number;
  mode: number;
  target_type: number;
  target_id: number;
  platform_target_id: string;
  handover_user: string;
  takeover_user: string;
  message: string;
}

/** errcode at sending → our status (docs/handover.md): 40128 too often, 40129 in progress. */
export function refusedStatus(errcode: number): 6 | 7 | 8 {
  if (errcode === 40128) return 6;
  if (errcode === 40129) return 8;
  return 7;
}

async function claimChunk(db: Database, tenantId: string, now: Date): Promise<Claimed[]> {
  // One (mode, target type, handover, takeover, message) at a time: the call's parameters.
  const claimed = rowsOf<Omit<Claimed, 'handover_user' | 'takeover_user'> & Ids>(
    await db.execute(sql`with head as (
        select mode, target_type, handover_employee_id, takeover_employee_id, message
        from customer_handovers where tenant_id = ${tenantId} and status = 0
        order by id limit 1),
      chunk as (
        select h.id from customer_handovers h, head
        where h.tenant_id = ${tenantId} and h.status = 0 and h.mode = head.mode
          and h.target_type = head.target_type
          and h.handover_employee_id = head.handover_employee_id
          and h.takeover_employee_id = head.takeover_employee_id and h.message = head.message
        order by h.id limit ${HANDOVER_LIMITS.perCall} for update of h skip locked)
      update customer_handovers h set status = 2, sent_at = ${now}
      from chunk where h.tenant_id = ${tenantId} and h.id = chunk.id
      returning h.id, h.mode, h.target_type, h.target_id, h.platform_target_id,
        h.handover_employee_id, h.takeover_employee_id, h.message`),
  );
  const first = claimed[0];
  if (!first) return [];
  const users = rowsOf<{ id: number; user_id: string }>(
    await db.execute(sql`select id, platform_user_id as user_id from employees
      where tenant_id = ${tenantId}
        and id in (${first.handover_employee_id}, ${first.takeover_employee_id})`),
  );
  const userOf = (id: number) => users.find((user) => user.id === id)?.user_id ?? '';
  return claimed
    .map((row) => ({
      ...row,
      handover_user: userOf(row.handover_employee_id),
      takeover_user: userOf(row.takeover_employee_id),
    }))
    .sort((a, b) => Number(a.id) - Number(b.id));
}

const modeOf = (mode: number): TransferMode => (mode === 1 ? 'onjob' : 'resigned');

/** Sends every queued record of the tenant; answers how many were sent. */
export async function sendHandovers(
  db: Database,
  platform: PlatformAdapter,
  tenantId: string,
  now: Date,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const chunk = await claimChunk(db, tenantId, now);
    const first = chunk[0];
    if (!first) return sent;
    sent += chunk.length;
    const byTarget = new Map(chunk.map((row) => [row.platform_target_id, row]));
    if (first.target_type === 1) {
      const answers = await platform.transferCustomers(tenantId, {
        mode: modeOf(first.mode),
        handoverUserId: first.handover_user,
        takeoverUserId: first.takeover_user,
        externalUserIds: chunk.map((row) => row.platform_target_id),
        message: first.message,
      });
      for (const answer of answers.filter((item) => item.errcode !== 0)) {
        const row = byTarget.get(answer.externalUserId);
        if (!row) continue;
        await db.execute(sql`update customer_handovers set status = ${refusedStatus(answer.errcode)},
            errcode = ${answer.errcode}, reason = ${wecomErrorMessage(answer.errcode, '')},
            finished_at = ${now}
          where tenant_id = ${tenantId} and id = ${row.id} and status = 2`);
      }
      continue;
    }
    const failed = await platform.transferGroups(tenantId, {
      mode: modeOf(first.mode),
      chatIds: chunk.map((row) => row.platform_target_id),
      newOwnerUserId: first.takeover_user,
    });
    const failedById = new Map(failed.map((item) => [item.chatId, item]));
    for (const row of chunk) {
      const refusal = failedById.get(row.platform_target_id);
      if (refusal) {
        await db.execute(sql`update customer_handovers set status = ${refusedStatus(refusal.errcode)},
            errcode = ${refusal.errcode},
            reason = ${wecomErrorMessage(refusal.errcode, refusal.errmsg)}, finished_at = ${now}
          where tenant_id = ${tenantId} and id = ${row.id} and status = 2`);
      } else {
        await applyFinal(db, tenantId, Number(row.id), 1, now, now);
      }
    }
  }
}
