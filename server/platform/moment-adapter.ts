// issue #17: the platform's moments side (WeCom add_moment_task, get_moment_task_result,
// get_moment_comments [WC 96351], cancel_moment_task) behind one interface; the sandbox is the default.
import type { Database } from '../db/database';
import { createSandboxMoments } from './sandbox/sandbox-moments';
import { createWecomMoments } from './wecom/moment-platform';
import { tenantPlatformKind } from './wecom/tenant-platform';

export interface MomentPost {
  readonly employeeId: number;
  readonly publishedAt: Date;
}

export interface MomentInteraction {
  readonly employeeId: number;
  readonly customerId: number;
  /** 1 like, 2 comment. */
  readonly kind: 1 | 2;
  readonly comment: string;
  readonly occurredAt: Date;
}

export interface MomentPlatform {
  /** When each of `employeeIds` published task `taskId` that started at `startAt`, if by `now`. */
  publishedPosts(
    tenantId: string,
    employeeIds: readonly number[],
    startAt: Date,
    now: Date,
    taskId: number,
  ): Promise<MomentPost[]>;
  /** Customers' likes and comments on the posts, visible to customers with `visibleTagIds`. */
  interactions(
    tenantId: string,
    taskId: number,
    posts: readonly MomentPost[],
    visibleTagIds: readonly number[],
    until: Date,
  ): Promise<MomentInteraction[]>;
  /** Sends the employee the platform's reminder to publish. */
  remind(tenantId: string, taskId: number, employeeId: number): Promise<void>;
  /** Stops the task for employees who have not published (WeCom cancel_moment_task). */
  cancel(tenantId: string, taskId: number): Promise<void>;
}

/** Each call answered by the tenant's platform (docs/wecom.md): the sandbox by default. */
export function createMomentPlatform(db: Database): MomentPlatform {
  const sandbox = createSandboxMoments(db);
  const wecom = createWecomMoments(db);
  const pick = async (tenantId: string) =>
    (await tenantPlatformKind(db, tenantId)) === 'wecom' ? wecom : sandbox;
  return {
    publishedPosts: async (tenantId, ...rest) =>
      (await pick(tenantId)).publishedPosts(tenantId, ...rest),
    interactions: async (tenantId, ...rest) =>
      (await pick(tenantId)).interactions(tenantId, ...rest),
    remind: async (tenantId, ...rest) => (await pick(tenantId)).remind(tenantId, ...rest),
    cancel: async (tenantId, ...rest) => (await pick(tenantId)).cancel(tenantId, ...rest),
  };
}
