// /fission-add-fans in the sandbox (issue #16): someone scans a fission poster. The poster's QR
// is the employee's live code carrying the poster's `state`, so the sandbox platform adds the
// scanner to the employee (add_external_contact, like a /channel-code scan), and then:
// the scanner joins the task with a poster of their own; when the poster was a participant's,
// that participant gets an invite — counted once per invitee, never for oneself, only inside
// the time window, and (new-friends-only) only when the scanner was not already a customer.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  fissionInvites,
  fissionParticipants,
  fissionTasks,
} from '../../../db/schema/acquiring-fission';
import { customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { simulateScan } from '../../../platform/sandbox/simulate-scan';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';
import { settleRewards, validInvitesOf } from './fission-rewards';
import { configOfTask, statusAt } from './fission-task-config';

export type FissionScanOutcome =
  | {
      readonly ok: true;
      readonly taskName: string;
      readonly customerName: string;
      readonly employeeName: string;
      readonly participant: { id: number; name: string; posterKey: string };
      /** Already took part: nothing new counted. */
      readonly repeat: boolean;
      readonly invite: null | {
        readonly inviter: { id: number; name: string };
        readonly counted: boolean;
        readonly why: 'valid' | 'not_new' | 'self' | 'repeat';
        readonly valid: number;
        readonly stage: number;
        readonly stages: readonly { invites: number; reward_name: string }[];
      };
    }
  | {
      readonly ok: false;
      readonly problem: 'not_found' | 'not_started' | 'ended' | 'no_employee' | 'too_many';
      readonly taskName?: string;
    };

export interface ScanAs {
  readonly nickname?: string;
  /** Sandbox: an existing customer of the tenant scans instead of a made-up new one. */
  readonly existingCustomerId?: number;
}

async function posterOf(db: Database, key: string) {
  const [byParticipant] = await db
    .select({ inviter: fissionParticipants, task: fissionTasks })
    .from(fissionParticipants)
    .innerJoin(
      fissionTasks,
      and(
        eq(fissionTasks.tenantId, fissionParticipants.tenantId),
        eq(fissionTasks.id, fissionParticipants.taskId),
      ),
    )
    .where(eq(fissionParticipants.posterKey, key));
  if (byParticipant) return byParticipant;
  const [task] = await db.select().from(fissionTasks).where(eq(fissionTasks.scanKey, key));
  return task ? { task, inviter: null } : undefined;
}

/** The inviter's employee; for the task's own poster the one with the fewest participants. */
async function employeeFor(
  db: Database,
  tenantId: string,
  taskId: number,
  ids: readonly number[],
  preferred: number | undefined,
) {
  if (ids.length === 0) return undefined;
  const staff = await db
    .select({ id: employees.id, name: employees.name, userId: employees.platformUserId })
    .from(employees)
    .where(
      and(eq(employees.tenantId, tenantId), eq(employees.status, 1), inArray(employees.id, ids)),
    )
    .orderBy(asc(employees.id));
  const mine = staff.find((row) => row.id === preferred);
  if (mine) return mine;
  const loads = await db
    .select({ id: fissionParticipants.employeeId, value: count() })
    .from(fissionParticipants)
    .where(and(eq(fissionParticipants.tenantId, tenantId), eq(fissionParticipants.taskId, taskId)))
    .groupBy(fissionParticipants.employeeId);
  const load = new Map(loads.map((row) => [row.id, row.value]));
  return [...staff].sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0))[0];
}

export async function handleFissionScan(
  db: Database,
  key: string,
  as: ScanAs,
  at: Date,
): Promise<FissionScanOutcome> {
  const poster = await posterOf(db, key);
  if (!poster) return { ok: false, problem: 'not_found' };
  const { task, inviter } = poster;
  const { tenantId } = task;
  const config = configOfTask(task);
  const status = statusAt(task, at);
  if (status !== 2) {
    return { ok: false, problem: status === 1 ? 'not_started' : 'ended', taskName: task.name };
  }
  const employee = await employeeFor(
    db,
    tenantId,
    task.id,
    config.employee_ids,
    inviter?.employeeId,
  );
  if (!employee) return { ok: false, problem: 'no_employee', taskName: task.name };

  const [existing] = as.existingCustomerId
    ? await db
        .select({ externalUserId: customers.externalUserId, name: customers.name })
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, as.existingCustomerId)))
    : [];
  const scan = simulateScan({
    userId: employee.userId,
    state: `fission-${task.id}`,
    nickname: existing?.name ?? as.nickname,
    at,
  });
  const event = existing
    ? { ...scan, contact: { ...scan.contact, externalUserId: existing.externalUserId } }
    : scan;
  const applied = await applyPlatformEvent(db, tenantId, event, { fission_task_id: task.id });
  if (!applied) return { ok: false, problem: 'no_employee', taskName: task.name };

  const [already] = await db
    .select({
      id: fissionParticipants.id,
      name: fissionParticipants.name,
      posterKey: fissionParticipants.posterKey,
    })
    .from(fissionParticipants)
    .where(
      and(
        eq(fissionParticipants.tenantId, tenantId),
        eq(fissionParticipants.taskId, task.id),
        eq(fissionParticipants.customerId, applied.customerId),
      ),
    );
  const [joined] = already
    ? [already]
    : await db
        .insert(fissionParticipants)
        .values({
          tenantId,
          taskId: task.id,
          customerId: applied.customerId,
          name: event.contact.name,
          employeeId: employee.id,
          inviterId: inviter?.id ?? null,
          posterKey: randomBytes(12).toString('hex'),
          joinedAt: at,
        })
        .returning({
          id: fissionParticipants.id,
          name: fissionParticipants.name,
          posterKey: fissionParticipants.posterKey,
        });
  if (!joined) return { ok: false, problem: 'no_employee', taskName: task.name };

  let invite: Extract<FissionScanOutcome, { ok: true }>['invite'] = null;
  if (inviter) {
    const self = inviter.customerId === applied.customerId;
    // docs/domain.md §1 new_friend: only a scanner who was not a customer before counts.
    const isNew = !existing;
    const why = self
      ? 'self'
      : already
        ? 'repeat'
        : isNew || !config.new_friends_only
          ? 'valid'
          : 'not_new';
    if (why === 'valid' || why === 'not_new') {
      await db
        .insert(fissionInvites)
        .values({
          tenantId,
          taskId: task.id,
          inviterId: inviter.id,
          inviteeCustomerId: applied.customerId,
          employeeId: employee.id,
          status: why === 'valid' ? 1 : 3,
          addedAt: at,
        })
        .onConflictDoNothing();
    }
    const stage = await settleRewards(db, tenantId, task.id, inviter.id, at);
    invite = {
      inviter: { id: inviter.id, name: inviter.name },
      counted: why === 'valid',
      why,
      valid: await validInvitesOf(db, tenantId, inviter.id),
      stage,
      stages: config.stages.map((s) => ({ invites: s.invites, reward_name: s.reward_name })),
    };
  }
  return {
    ok: true,
    taskName: task.name,
    customerName: event.contact.name,
    employeeName: employee.name,
    participant: joined,
    repeat: Boolean(already),
    invite,
  };
}
