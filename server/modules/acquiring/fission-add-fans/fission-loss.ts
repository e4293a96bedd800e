// /fission-add-fans anti-cheat (issue #16, docs/domain.md §1 [MC] delete_invalid): a friend who
// deletes the employee within the task's N days no longer counts for the one who invited
// them (the invite becomes 已流失 and an unreached stage's pending reward is taken back).
// Called from customer/event-hooks.ts for every applied loss, from the platform or sandbox.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { fissionInvites, fissionTasks } from '../../../db/schema/acquiring-fission';
import { settleRewards } from './fission-rewards';
import { configOfTask } from './fission-task-config';

const DAY_MS = 86_400_000;

export async function fissionOnLoss(
  db: Database,
  tenantId: string,
  event: { customerId: number; employeeId: number; byCustomer: boolean; at: Date },
): Promise<number> {
  if (!event.byCustomer) return 0;
  const invites = await db
    .select({
      id: fissionInvites.id,
      taskId: fissionInvites.taskId,
      inviterId: fissionInvites.inviterId,
      addedAt: fissionInvites.addedAt,
      config: fissionTasks.config,
    })
    .from(fissionInvites)
    .innerJoin(
      fissionTasks,
      and(
        eq(fissionTasks.tenantId, fissionInvites.tenantId),
        eq(fissionTasks.id, fissionInvites.taskId),
      ),
    )
    .where(
      and(
        eq(fissionInvites.tenantId, tenantId),
        eq(fissionInvites.inviteeCustomerId, event.customerId),
        eq(fissionInvites.employeeId, event.employeeId),
        eq(fissionInvites.status, 1),
      ),
    );
  let lost = 0;
  for (const invite of invites) {
    const days = configOfTask(invite).delete_invalid_days;
    if (days <= 0 || event.at.getTime() - invite.addedAt.getTime() >= days * DAY_MS) continue;
    await db
      .update(fissionInvites)
      .set({ status: 2, lostAt: event.at })
      .where(and(eq(fissionInvites.tenantId, tenantId), eq(fissionInvites.id, invite.id)));
    await settleRewards(db, tenantId, invite.taskId, invite.inviterId, event.at);
    lost += 1;
  }
  return lost;
}
