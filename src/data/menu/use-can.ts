// issue #41 "Action rights": the console hides or disables what the user's roles may not do
// and says why. The rights come with the menu (GET /scrm/v1/platform/menu, the same cached
// answer the shell reads); the server's guard refuses the same calls with 403 whatever the
// console shows (contract/action-rights.ts).
import { useQuery } from '@tanstack/react-query';
import { ACTION_REFUSALS } from '../../../contract/action-rights';
import type { ActionRight } from '../../../contract/action-rights';
import { menuQueryOptions } from './menu-query';

export interface Can {
  /** Whether the user holds the right (false until the menu is known). */
  readonly allowed: boolean;
  /** Why not, in Chinese, for a tooltip or a line beside the control; '' when allowed. */
  readonly reason: string;
}

/** Whether a member holding `actions` may take `action` (pure, for tests and non-hooks). */
export function canTake(actions: readonly string[] | undefined, action: ActionRight): Can {
  const allowed = actions?.includes(action) ?? false;
  return { allowed, reason: allowed ? '' : ACTION_REFUSALS[action] };
}

export function useCan(action: ActionRight): Can {
  const menu = useQuery(menuQueryOptions);
  return canTake(menu.data?.actions, action);
}
