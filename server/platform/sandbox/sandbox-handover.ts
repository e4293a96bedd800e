// issue #41 the sandbox's hand-over (docs/handover.md "Sandbox"): it decides each transfer
// the way WeCom would, deterministically from the customer's (or chat's) id so a demo and a
// test see the same mixed results: about 1 in 20 customers is refused at once as transferred
// too often (40128); of the others, about 2 in 10 refuse (status 3), 1 in 10 finds the
// takeover employee at the customer limit (status 4), the rest accept (status 1). The first
// transfer_result read after sending answers 等待接替 (2); the decision shows from the next.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { HandoverPlatform, TransferMode, TransferResultPage } from '../handover-adapter';
import { listObjects, patchObject, putObjects } from './sandbox-store';

interface TransferData {
  mode: TransferMode;
  handover: string;
  takeover: string;
  external: string;
  final: 1 | 3 | 4;
  reads: number;
  sentAt: number;
}

const PAGE = 50;
const byteOf = (id: string) => createHash('sha1').update(id).digest()[0] ?? 0;
const keyOf = (handover: string, takeover: string, external: string) =>
  `${handover}>${takeover}>${external}`;

/** The sandbox's decision for one customer: errcode at sending, else its final status. */
export function sandboxTransferOutcome(externalUserId: string): {
  errcode: number;
  final: 1 | 3 | 4;
} {
  const byte = byteOf(externalUserId);
  if (byte % 20 === 7) return { errcode: 40128, final: 1 };
  const tenth = byte % 10;
  if (tenth === 1 || tenth === 2) return { errcode: 0, final: 3 };
  if (tenth === 3) return { errcode: 0, final: 4 };
  return { errcode: 0, final: 1 };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createSandboxHandover(db: Database): HandoverPlatform {
  return {
    async transferCustomers(tenantId, request) {
      const answers = request.externalUserIds.map((external) => ({
        externalUserId: external,
        errcode: sandboxTransferOutcome(external).errcode,
      }));
      await putObjects(
        db,
        tenantId,
        'transfer',
        answers
          .filter((answer) => answer.errcode === 0)
          .map((answer) => ({
            platformId: keyOf(
              request.handoverUserId,
              request.takeoverUserId,
              answer.externalUserId,
            ),
            data: {
              mode: request.mode,
              handover: request.handoverUserId,
              takeover: request.takeoverUserId,
              external: answer.externalUserId,
              final: sandboxTransferOutcome(answer.externalUserId).final,
              reads: 0,
              sentAt: Date.now(),
            } satisfies TransferData,
          })),
      );
      return answers;
    },
    async transferResult(tenantId, query) {
      const prefix = `${query.handoverUserId}>${query.takeoverUserId}>`;
      const all = (await listObjects<TransferData>(db, tenantId, 'transfer')).filter(
        (item) => item.platformId.startsWith(prefix) && item.data.mode === query.mode,
      );
      const offset = Number(query.cursor || 0);
      const slice = all.slice(offset, offset + PAGE);
      const customers: TransferResultPage['customers'][number][] = [];
      for (const item of slice) {
        const waiting = item.data.reads === 0;
        await patchObject(db, tenantId, 'transfer', item.platformId, {
          reads: item.data.reads + 1,
        });
        customers.push({
          externalUserId: item.data.external,
          status: waiting ? (2 as const) : item.data.final,
          takeoverAt: !waiting && item.data.final === 1 ? new Date(item.data.sentAt) : null,
        });
      }
      const next = offset + PAGE < all.length ? String(offset + PAGE) : '';
      return { customers, nextCursor: next };
    },
    transferGroups(_tenantId, request) {
      // 1 in 10 chats: WeCom's 90-day limit on an on-the-job group's transfers.
      return Promise.resolve(
        request.chatIds
          .filter((chatId) => byteOf(chatId) % 10 === 7)
          .map((chatId) => ({ chatId, errcode: 40128, errmsg: 'transfer too frequent' })),
      );
    },
    async unassignedCustomers(tenantId, cursor) {
      // The sandbox's leavers are the employees our directory marks as left (status 2).
      const offset = Number(cursor || 0);
      const rows = rowsOf<{ user_id: string; external: string; left_at: Date | null }>(
        await db.execute(sql`select e.platform_user_id as user_id, c.external_user_id as external,
            e.updated_at as left_at
          from customer_relations r
          join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
          join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
          where r.tenant_id = ${tenantId} and e.status = 2
            and r.deleted_by_customer_at is null and r.deleted_by_employee_at is null
          order by e.id, c.id limit ${PAGE + 1} offset ${offset}`),
      );
      return {
        items: rows.slice(0, PAGE).map((row) => ({
          handoverUserId: row.user_id,
          externalUserId: row.external,
          dimissionAt: row.left_at ? new Date(row.left_at) : null,
        })),
        nextCursor: rows.length > PAGE ? String(offset + PAGE) : '',
      };
    },
  };
}
