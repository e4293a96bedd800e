// issue #19: what follows each platform event applied to the mirror (platform-events.ts calls
// this once per applied event): loss alerts, the repeat-add alert and auto-tag rules; issue
// #16 the welcome (with its why-not-sent record), the new-customer group invitation and the
// group-join welcome.
import type { Database } from '../../db/database';
import { fissionOnLoss } from '../acquiring/fission-add-fans/fission-loss';
import { groupWelcomeOnJoin } from '../acquiring/group-welcome/group-welcome-engine';
import { handleNewFriend } from '../acquiring/new-customer-join-group/rule-engine';
import { welcomeOnAdd } from '../acquiring/welcome/welcome-engine';
import { runAutoTag } from './auto-tag/auto-tag-engine';
import { notifyLoss } from './loss-customer/loss-alerts';
import { alertRepeatAdd } from './repeat-customer/repeat-actions';

export type AppliedEvent =
  | {
      kind: 'added';
      customerId: number;
      employeeId: number;
      channelCodeId: number | null;
      state: string | null;
      at: Date;
    }
  | { kind: 'lost'; customerId: number; employeeId: number; byCustomer: boolean; at: Date }
  | { kind: 'joined_group'; customerId: number; groupId: number; at: Date };

export async function afterPlatformEvent(
  db: Database,
  tenantId: string,
  event: AppliedEvent,
): Promise<void> {
  switch (event.kind) {
    case 'added':
      await welcomeOnAdd(db, tenantId, event);
      // /new-customer-join-group: the first enabled rule covering the employee or the code.
      await handleNewFriend(db, tenantId, event);
      await alertRepeatAdd(db, tenantId, event);
      await runAutoTag(db, tenantId, {
        ...event,
        eventKey: `add:${event.customerId}:${event.employeeId}:${event.at.getTime()}`,
      });
      return;
    case 'lost':
      await notifyLoss(db, tenantId, event);
      await fissionOnLoss(db, tenantId, event);
      return;
    case 'joined_group':
      await groupWelcomeOnJoin(db, tenantId, event);
      await runAutoTag(db, tenantId, {
        ...event,
        eventKey: `join:${event.customerId}:${event.groupId}:${event.at.getTime()}`,
      });
      return;
  }
}
