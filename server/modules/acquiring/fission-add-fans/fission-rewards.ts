// /fission-add-fans rewards (docs/domain.md §1 exchangeType link / redemption code / employee hands
// it over): each stage a participant's valid invites reach unlocks its reward once; a link is
// given out at once, a redemption code is the pool's next unused one (待发放 when the pool ran
// out), a manual reward waits for the employee. A stage no longer reached (a friend deleted
// within N days) takes back a reward not yet handed over; one handed over stays.
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { fissionInvites, fissionRewards, fissionTasks } from '../../../db/schema/acquiring-fission';
import { configOfTask, stageReached } from './fission-task-config';

type Tx = Pick<Database, 'select' | 'insert' | 'delete'>;

export async function validInvitesOf(db: Tx, tenantId: string, participantId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(fissionInvites)
    .where(
      and(
        eq(fissionInvites.tenantId, tenantId),
        eq(fissionInvites.inviterId, participantId),
        eq(fissionInvites.status, 1),
      ),
    );
  return row?.value ?? 0;
}

/** Brings a participant's rewards in line with their valid invites; answers the stage. */
export async function settleRewards(
  db: Tx,
  tenantId: string,
  taskId: number,
  participantId: number,
  at: Date,
): Promise<number> {
  const [task] = await db
    .select({ config: fissionTasks.config })
    .from(fissionTasks)
    .where(and(eq(fissionTasks.tenantId, tenantId), eq(fissionTasks.id, taskId)));
  if (!task) return 0;
  const { stages } = configOfTask(task);
  const reached = stageReached(stages, await validInvitesOf(db, tenantId, participantId));
  const owned = await db
    .select({ stage: fissionRewards.stage })
    .from(fissionRewards)
    .where(
      and(eq(fissionRewards.tenantId, tenantId), eq(fissionRewards.participantId, participantId)),
    );
  const have = new Set(owned.map((row) => row.stage));
  for (let stage = 1; stage <= reached; stage += 1) {
    const goal = stages[stage - 1];
    if (!goal || have.has(stage)) continue;
    let value = '';
    let status: 1 | 2 = 1;
    if (goal.reward_type === 'link') {
      value = goal.reward_link;
      status = 2;
    } else if (goal.reward_type === 'code') {
      const [given] = await db
        .select({ value: count() })
        .from(fissionRewards)
        .where(
          and(
            eq(fissionRewards.tenantId, tenantId),
            eq(fissionRewards.taskId, taskId),
            eq(fissionRewards.stage, stage),
          ),
        );
      const code = goal.reward_codes[given?.value ?? 0];
      if (code) [value, status] = [code, 2];
    }
    await db
      .insert(fissionRewards)
      .values({
        tenantId,
        taskId,
        participantId,
        stage,
        status,
        value,
        reachedAt: at,
        grantedAt: status === 2 ? at : null,
      })
      .onConflictDoNothing();
  }
  // A stage no longer reached gives back a reward that was not handed over yet.
  await db
    .delete(fissionRewards)
    .where(
      and(
        eq(fissionRewards.tenantId, tenantId),
        eq(fissionRewards.participantId, participantId),
        gt(fissionRewards.stage, reached),
        eq(fissionRewards.status, 1),
      ),
    );
  return reached;
}
