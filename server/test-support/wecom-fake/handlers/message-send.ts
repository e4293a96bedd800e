// message/send: an app message from the app whose token is used (agentid must be that app's,
// 40056 otherwise) to members (touser "a|b", ≤ 1,000; unknown ones come back in invaliduser).
// With enable_duplicate_check = 1, the same content to the same member from the same app within
// duplicate_check_interval seconds (default 1,800, at most 14,400) is not delivered again —
// WeCom's idempotency for a repeated call. Delivered messages: appMessagesOf(fake).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { refusal } from '../fake-checks';
import { corpOf, userKnown } from '../fake-corp-context';
import type { FakeStateApi, FakeRoute } from '../fake-types';

export interface FakeAppMessage {
  readonly msgid: string;
  readonly agentid: number;
  readonly touser: string;
  readonly body: Record<string, unknown>;
  readonly at: number;
}

const state = (fake: { state: FakeStateApi }) =>
  fake.state.family('app-messages', () => ({
    delivered: [] as FakeAppMessage[],
    /** `<agent>:<user>:<content hash>` → unix second of the last delivery. */
    recent: new Map<string, number>(),
  }));

export const appMessagesOf = (fake: { state: FakeStateApi }) => state(fake).delivered;

const body = z
  .object({
    touser: z.string().optional(),
    agentid: z.number().int(),
    msgtype: z.enum(['text', 'textcard', 'markdown', 'news']),
    enable_duplicate_check: z.number().int().optional(),
    duplicate_check_interval: z.number().int().max(14_400).optional(),
  })
  .passthrough();

export const routes: readonly FakeRoute[] = [
  {
    method: 'POST',
    api: 'message/send',
    body,
    missingCodes: { agentid: 40056 },
    handle(context) {
      const input = body.parse(context.request.body);
      if (context.app.agentId !== input.agentid) return refusal(40056, 'invalid agentid');
      const users = (input.touser ?? '').split('|').filter(Boolean);
      if (users.length === 0) return refusal(40058, 'touser required');
      if (users.length > 1000) return refusal(40058, 'too many touser');
      const corp = corpOf(context);
      const content = { ...(input as Record<string, unknown>) };
      delete content.touser;
      const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
      const own = state(context);
      const now = corp.now();
      const msgid = corp.nextId('appmsg');
      const invalid = users.filter((userid) => !userKnown(context, userid));
      for (const userid of users.filter((u) => userKnown(context, u))) {
        const key = `${input.agentid}:${userid}:${hash}`;
        const last = own.recent.get(key);
        const window = input.duplicate_check_interval ?? 1800;
        if (input.enable_duplicate_check === 1 && last !== undefined && now - last < window)
          continue;
        own.recent.set(key, now);
        own.delivered.push({
          msgid,
          agentid: input.agentid,
          touser: userid,
          body: content,
          at: now,
        });
      }
      return { msgid, ...(invalid.length ? { invaliduser: invalid.join('|') } : {}) };
    },
  },
];
