// The fake's customer and group transfers (handlers/transfers.ts), docs/handover.md. WeCom's
// rules held here: a transfer waits (status 2) until the customer accepts, refuses or the
// takeover member is at the limit (tests decide with settleTransfers, as the customer would);
// a customer already waiting cannot be transferred again (40129); in 90 days a customer of a
// member on the job is transferred at most twice (40128); 离职继承 takes only customers of
// members who left (resignUser marks them, with the customers they leave behind).
import type { FakeStateApi } from './fake-types';
import type { WecomFake } from './wecom-fake';

export interface FakeTransfer {
  readonly corpId: string;
  readonly mode: 'onjob' | 'resigned';
  readonly handover: string;
  readonly takeover: string;
  readonly external: string;
  readonly at: number;
  /** 1 accepted, 2 waiting, 3 refused, 4 takeover at the customer limit. */
  status: 1 | 2 | 3 | 4;
  takeoverTime: number;
}

export interface FakeGroupTransfer {
  readonly corpId: string;
  readonly mode: 'onjob' | 'resigned';
  readonly chatId: string;
  readonly newOwner: string;
  readonly at: number;
}

export interface TransferState {
  readonly transfers: FakeTransfer[];
  readonly groupTransfers: FakeGroupTransfer[];
  /** `<corp>:<userid>` → when they left and the customers they left behind. */
  readonly resigned: Map<string, { dimissionTime: number; externals: string[] }>;
}

export const transferState = (state: FakeStateApi): TransferState =>
  state.family('transfers', () => ({
    transfers: [],
    groupTransfers: [],
    resigned: new Map(),
  }));

export const NINETY_DAYS = 90 * 86_400;

/** A member leaves the corp in WeCom, leaving these customers unassigned. */
export function resignUser(
  fake: WecomFake,
  corpId: string,
  userid: string,
  externals: readonly string[],
  dimissionTime = Math.floor(Date.now() / 1000),
): void {
  transferState(fake.state).resigned.set(`${corpId}:${userid}`, {
    dimissionTime,
    externals: [...externals],
  });
}

/** Each waiting customer decides (as they would in WeChat): 1 accept, 3 refuse, 4 limit. */
export function settleTransfers(
  fake: WecomFake,
  decide: (external: string) => 1 | 3 | 4,
  now = Math.floor(Date.now() / 1000),
): number {
  let settled = 0;
  for (const transfer of transferState(fake.state).transfers) {
    if (transfer.status !== 2) continue;
    transfer.status = decide(transfer.external);
    transfer.takeoverTime = transfer.status === 1 ? now : 0;
    settled += 1;
  }
  return settled;
}

export const transfersOf = (fake: WecomFake) => transferState(fake.state).transfers;
export const groupTransfersOf = (fake: WecomFake) => transferState(fake.state).groupTransfers;
