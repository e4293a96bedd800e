// The fake's enterprise mass sends (handlers/group-msg.ts): each add_msg_template task, its
// sender's state and every recipient's result once the sender sends. WeCom's rules held here:
// a customer (or group) receives at most the month's limit of enterprise mass messages (days in
// the month by default), a customer who is not the sender's contact gets status 2, one over the
// limit status 3; a cancelled task can no longer be sent; ≤ 3 reminders per msgid in 24 h.
import type { FakeStateApi } from './fake-types';
import type { WecomFake } from './wecom-fake';

export interface FakeGroupMsg {
  readonly msgid: string;
  readonly corpId: string;
  readonly chatType: 'single' | 'group';
  readonly sender: string;
  readonly recipients: readonly string[];
  readonly body: Record<string, unknown>;
  /** 0 not sent, 2 sent (get_groupmsg_task). */
  senderStatus: 0 | 2;
  sendTime: number;
  cancelled: boolean;
  /** recipient → 0 not sent, 1 sent, 2 not a friend, 3 over the receive limit. */
  readonly results: Map<string, number>;
  readonly reminders: number[];
}

export interface GroupMsgState {
  readonly tasks: Map<string, FakeGroupMsg>;
  /** `<corp>:<recipient>:<yyyy-mm>` → mass messages received that month. */
  readonly received: Map<string, number>;
  /** Monthly receive limit override (WeCom's default is the number of days in the month). */
  monthlyLimit: number | null;
}

export const groupMsgState = (state: FakeStateApi): GroupMsgState =>
  state.family('group-msg', () => ({
    tasks: new Map<string, FakeGroupMsg>(),
    received: new Map<string, number>(),
    monthlyLimit: null,
  }));

const monthKey = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 7);
const daysIn = (seconds: number) => {
  const at = new Date(seconds * 1000);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
};

/**
 * The sender confirms the task in WeCom (tests call this as the employee would): each
 * recipient gets its result, friends within the month's limit receive it.
 */
export function confirmGroupMsg(
  fake: WecomFake,
  msgid: string,
  isFriend: (recipient: string) => boolean,
  now = Math.floor(Date.now() / 1000),
): void {
  const state = groupMsgState(fake.state);
  const task = state.tasks.get(msgid);
  if (!task || task.cancelled || task.senderStatus === 2) return;
  task.senderStatus = 2;
  task.sendTime = now;
  const limit = state.monthlyLimit ?? daysIn(now);
  for (const recipient of task.recipients) {
    if (!isFriend(recipient)) {
      task.results.set(recipient, 2);
      continue;
    }
    const key = `${task.corpId}:${recipient}:${monthKey(now)}`;
    const count = state.received.get(key) ?? 0;
    if (count >= limit) {
      task.results.set(recipient, 3);
      continue;
    }
    state.received.set(key, count + 1);
    task.results.set(recipient, 1);
  }
}

/** Every task a sender has (tests confirm them as that employee). */
export const groupMsgsOf = (fake: WecomFake, sender?: string) =>
  [...groupMsgState(fake.state).tasks.values()].filter(
    (task) => sender === undefined || task.sender === sender,
  );
