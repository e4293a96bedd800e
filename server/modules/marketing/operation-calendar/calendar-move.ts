// issue #20 /operation-plan 日历: move a not-yet-started operation to a new time. Its own row
// gets the new time (a conditional update: a send that started meanwhile is not moved), its
// pending jobs move with it (move-jobs.ts, or the module's own queueing), and the move is
// recorded with who made it. A started, sent, cancelled or ended one, or a time in the past,
// is refused with a Chinese message (400).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CalendarMoveBody } from '../../../../contract/marketing/operation-calendar';
import { massSends } from '../../../db/schema/reach';
import { momentTasks } from '../../../db/schema/reach-moments-sms';
import type { RouteDeps } from '../../../http/app-deps';
import { BodyValidationError } from '../../../http/http-errors';
import { ADVANCE_JOB, enqueueAdvance } from '../../reach/mass-send/advance-job';
import { enqueueMomentSync, MOMENT_SYNC_JOB } from '../../reach/moment-dispatch/moment-sync';
import { moveCampaign, movePlan } from './calendar-move-dates';
import { type MoveContext, notFound, recordMove, refuse } from './move-context';
import { shiftJobs } from './move-jobs';

async function moveSend(context: MoveContext, channel: 1 | 2, id: number) {
  const { deps, tenantId, target, now } = context;
  const where = and(
    eq(massSends.tenantId, tenantId),
    eq(massSends.id, id),
    eq(massSends.channel, channel),
  );
  const [send] = await deps.db
    .select({ sendAt: massSends.sendAt, status: massSends.status })
    .from(massSends)
    .where(where);
  if (!send) throw notFound();
  const started = refuse('该群发已开始发送、已完成或已取消，不能改期');
  if (send.status !== 1 || send.sendAt.getTime() <= now.getTime()) throw started;
  const delta = target.getTime() - send.sendAt.getTime();
  const moveId = await deps.db.transaction(async (tx) => {
    const moved = await tx
      .update(massSends)
      .set({ sendAt: target })
      .where(and(where, eq(massSends.status, 1), gt(massSends.sendAt, now)))
      .returning({ id: massSends.id });
    if (moved.length === 0) throw started;
    // The sandbox platform's employees confirm relative to the start: their tasks move too.
    await tx.execute(sql`update sandbox_mass_tasks
      set confirm_due_at = confirm_due_at + ${`${delta} milliseconds`}::interval
      where tenant_id = ${tenantId} and msg_id in (select platform_msg_id from mass_send_tasks
        where tenant_id = ${tenantId} and send_id = ${id})`);
    return recordMove(tx, context, channel === 1 ? 'private_send' : 'group_send', id, send.sendAt);
  });
  const shifted = await shiftJobs(
    deps,
    tenantId,
    { name: ADVANCE_JOB, keyPrefix: `send:${id}:`, data: { tenantId } },
    delta,
    moveId,
  );
  if (shifted === 0) await enqueueAdvance(deps, tenantId, id, target);
}

async function moveMoment(context: MoveContext, id: number) {
  const { deps, tenantId, target, now } = context;
  const where = and(eq(momentTasks.tenantId, tenantId), eq(momentTasks.id, id));
  const [task] = await deps.db
    .select({
      publishAt: momentTasks.publishAt,
      endAt: momentTasks.endAt,
      cancelledAt: momentTasks.cancelledAt,
    })
    .from(momentTasks)
    .where(where);
  if (!task) throw notFound();
  const started = refuse('该朋友圈已开始发表或已取消，不能改期');
  if (task.cancelledAt || task.publishAt.getTime() <= now.getTime()) throw started;
  const delta = target.getTime() - task.publishAt.getTime();
  const endAt = new Date(task.endAt.getTime() + delta);
  const moveId = await deps.db.transaction(async (tx) => {
    const moved = await tx
      .update(momentTasks)
      .set({ publishAt: target, endAt })
      .where(and(where, isNull(momentTasks.cancelledAt), gt(momentTasks.publishAt, now)))
      .returning({ id: momentTasks.id });
    if (moved.length === 0) throw started;
    return recordMove(tx, context, 'moment', id, task.publishAt);
  });
  const shifted = await shiftJobs(
    deps,
    tenantId,
    { name: MOMENT_SYNC_JOB, keyPrefix: `moment:${id}:`, data: { tenantId, taskId: id } },
    delta,
    moveId,
  );
  if (shifted === 0) await enqueueMomentSync(deps, tenantId, id, target, endAt);
}

export async function moveOperation(
  deps: RouteDeps,
  tenantId: string,
  userId: number,
  body: CalendarMoveBody,
): Promise<{ at: string }> {
  const now = new Date(deps.now());
  const target = new Date(body.at);
  if (target.getTime() <= now.getTime())
    throw new BodyValidationError('新时间不能早于当前时间', 'at');
  const context: MoveContext = { deps, tenantId, userId, target, now };
  if (body.type === 'private_send') await moveSend(context, 1, body.id);
  else if (body.type === 'group_send') await moveSend(context, 2, body.id);
  else if (body.type === 'moment') await moveMoment(context, body.id);
  else if (body.type === 'campaign') return moveCampaign(context, body.id);
  else if (body.type === 'plan') return movePlan(context, body.id);
  else throw refuse('SOP 创建后即开始执行，不能改期');
  return { at: target.toISOString() };
}
