// issue #17: the platform's mass-send side (WeCom add_msg_template, get_groupmsg_task,
// get_groupmsg_send_result, remind_groupmsg_send, cancel_groupmsg_send [WC 92135]) behind
// one interface; the sandbox (server/platform/sandbox/sandbox-mass-send.ts) is the default.
import type { Database, DatabaseKind } from '../db/database';
import { createSandboxMassSend } from './sandbox/sandbox-mass-send';
import { createWecomMassSend } from './wecom/mass-send-platform';
import { tenantPlatformKind } from './wecom/tenant-platform';

export interface DeliveryItem {
  /** Our recipient row: the idempotency key of the delivery. */
  readonly recipientId: number;
  readonly targetId: number;
  readonly employeeId: number;
}

export interface DeliveryResult {
  readonly recipientId: number;
  /** 1 sent, 2 not a friend any more, 3 limit reached, 4 failed. */
  readonly result: 1 | 2 | 3 | 4;
  readonly reason: string;
  readonly deliveredAt: Date;
}

export interface MassSendPlatform {
  /** add_msg_template for one sending employee: the platform's msgid of the task. */
  createTask(tenantId: string, employeeId: number, startAt: Date): Promise<string>;
  /** Whether the employee confirmed the task by `now` (get_groupmsg_task). */
  confirmedTasks(tenantId: string, msgIds: readonly string[], now: Date): Promise<Set<string>>;
  cancelTask(tenantId: string, msgId: string, now: Date): Promise<void>;
  remind(tenantId: string, msgId: string): Promise<void>;
  /**
   * Delivers a confirmed task's messages. Idempotent per recipient: an item delivered before
   * answers its recorded result and is never sent again.
   */
  deliver(
    tenantId: string,
    channel: 1 | 2,
    items: readonly DeliveryItem[],
    now: Date,
  ): Promise<DeliveryResult[]>;
  /** The month's limit per customer or group (docs/domain.md §0; default: days in the month). */
  monthlyLimit(tenantId: string, now: Date): Promise<number>;
  /**
   * Of `targetIds`, those that may not receive another mass message at `at`, each with the
   * reason the send's preview shows (issue #40).
   */
  atLimit(
    tenantId: string,
    channel: 1 | 2,
    targetIds: readonly number[],
    at: Date,
  ): Promise<Map<number, string>>;
}

/** Each call answered by the tenant's platform (docs/wecom.md): the sandbox by default. */
export function createMassSendPlatform(db: Database, kind: DatabaseKind): MassSendPlatform {
  const sandbox = createSandboxMassSend(db, kind);
  const wecom = createWecomMassSend(db, (tenantId, now) => sandbox.monthlyLimit(tenantId, now));
  const pick = async (tenantId: string) =>
    (await tenantPlatformKind(db, tenantId)) === 'wecom' ? wecom : sandbox;
  return {
    createTask: async (tenantId, ...rest) => (await pick(tenantId)).createTask(tenantId, ...rest),
    confirmedTasks: async (tenantId, ...rest) =>
      (await pick(tenantId)).confirmedTasks(tenantId, ...rest),
    cancelTask: async (tenantId, ...rest) => (await pick(tenantId)).cancelTask(tenantId, ...rest),
    remind: async (tenantId, ...rest) => (await pick(tenantId)).remind(tenantId, ...rest),
    deliver: async (tenantId, ...rest) => (await pick(tenantId)).deliver(tenantId, ...rest),
    monthlyLimit: (tenantId, now) => sandbox.monthlyLimit(tenantId, now),
    atLimit: async (tenantId, ...rest) => (await pick(tenantId)).atLimit(tenantId, ...rest),
  };
}
