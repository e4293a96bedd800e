// issue #16: the platform's welcome side behind one interface — send_welcome_msg with the
// add event's welcome_code (valid 20 s after the add [WC 92137]) and the group-join welcome
// (group_welcome_template). The sandbox (sandbox/sandbox-welcome.ts) is the default.
import type { Database } from '../db/database';
import type { MessageContent } from '../../contract/message-content';
import { createSandboxWelcome } from './sandbox/sandbox-welcome';

/** WeCom: a welcome_code may be used within 20 seconds of the add. */
export const WELCOME_WINDOW_MS = 20_000;

export type WelcomeDeliveryResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'window_expired' | 'platform_error';
      readonly detail: string;
    };

export interface WelcomeDelivery {
  sendWelcome(
    tenantId: string,
    delivery: {
      readonly employeeId: number;
      readonly addedAt: Date;
      readonly message: MessageContent;
    },
    now: Date,
  ): Promise<WelcomeDeliveryResult>;
  sendGroupWelcome(
    tenantId: string,
    delivery: { readonly groupId: number; readonly message: MessageContent },
  ): Promise<WelcomeDeliveryResult>;
}

export function createWelcomeDelivery(db: Database): WelcomeDelivery {
  return createSandboxWelcome(db);
}
