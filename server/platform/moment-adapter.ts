// issue #17: the platform's moments side (WeCom add_moment_task, get_moment_task_result,
// get_moment_comments [WC 96351]) behind one interface; the sandbox is the default.
import type { Database } from '../db/database';
import { createSandboxMoments } from './sandbox/sandbox-moments';

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
  /** When each of `employeeIds` published the task that started at `startAt`, if by `now`. */
  publishedPosts(
    tenantId: string,
    employeeIds: readonly number[],
    startAt: Date,
    now: Date,
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
}

export function createMomentPlatform(db: Database): MomentPlatform {
  return createSandboxMoments(db);
}
