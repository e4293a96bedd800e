// The labels of a task's and a customer's invitation status (contract/acquiring/tag-invite-group.ts).
import type { RecipientStatus, TaskStatus } from '../../../../contract/acquiring/tag-invite-group';

export const TASK_STATUS_KEYS = {
  1: 'tagInviteGroup.task.1',
  2: 'tagInviteGroup.task.2',
  3: 'tagInviteGroup.task.3',
} as const satisfies Record<TaskStatus, string>;
export const TASK_STATUS_COLORS = { 1: 'gray', 2: 'orange', 3: 'green' } as const;

export const RECIPIENT_STATUS_KEYS = {
  0: 'tagInviteGroup.recipient.0',
  1: 'tagInviteGroup.recipient.1',
  2: 'tagInviteGroup.recipient.2',
  3: 'tagInviteGroup.recipient.3',
} as const satisfies Record<RecipientStatus, string>;
export const RECIPIENT_STATUS_COLORS = { 0: 'gray', 1: 'blue', 2: 'green', 3: 'red' } as const;
