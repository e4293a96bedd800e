// The JS-SDK tickets (docs/wecom.md "The chat sidebar"): get_jsapi_ticket (the corp's) and
// ticket/get?type=agent_config (the app's), each valid 7200 s and the same while valid.
// WeCom limits how often they may be fetched (an hour: 400 per corp, 100 per app); past that
// it answers 45009. ticket/get needs an app with an agent (the 客户联系 secret has none:
// 40056) and type=agent_config.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { refusal } from '../fake-checks';
import type { FakeApp, FakeContext, FakeRoute } from '../fake-types';

const TICKET_TTL_S = 7200;
const HOUR_MS = 3600_000;
export const TICKETS_PER_HOUR = { corp: 400, app: 100 } as const;

interface Issued {
  readonly ticket: string;
  readonly expiresAt: number;
}

interface TicketState {
  readonly issued: Map<string, Issued>;
  /** Fetch times per corp and per app secret, for the hourly limits. */
  readonly fetches: Map<string, number[]>;
}

function countFetch(state: TicketState, key: string, limit: number, now: number): boolean {
  const recent = (state.fetches.get(key) ?? []).filter((at) => at > now - HOUR_MS);
  if (recent.length >= limit) return false;
  recent.push(now);
  state.fetches.set(key, recent);
  return true;
}

function issue(context: FakeContext, kind: string, app: FakeApp) {
  const state = context.state.family<TicketState>('jsapi-tickets', () => ({
    issued: new Map(),
    fetches: new Map(),
  }));
  const now = Date.now();
  const corpKey = `corp:${context.corp.corpId}`;
  const appKey = `app:${context.corp.corpId}:${app.secret}`;
  if (
    !countFetch(state, `${kind}:${corpKey}`, TICKETS_PER_HOUR.corp, now) ||
    !countFetch(state, `${kind}:${appKey}`, TICKETS_PER_HOUR.app, now)
  ) {
    return refusal(45009, 'api freq out of limit');
  }
  const key = `${kind}:${kind === 'jsapi' ? corpKey : appKey}`;
  let issued = state.issued.get(key);
  if (!issued || issued.expiresAt <= now) {
    issued = {
      ticket: randomBytes(32).toString('base64url'),
      expiresAt: now + TICKET_TTL_S * 1000,
    };
    state.issued.set(key, issued);
  }
  return { ticket: issued.ticket, expires_in: Math.ceil((issued.expiresAt - now) / 1000) };
}

export const routes: readonly FakeRoute[] = [
  {
    method: 'GET',
    api: 'get_jsapi_ticket',
    handle: (context) => issue(context, 'jsapi', context.app),
  },
  {
    method: 'GET',
    api: 'ticket/get',
    query: z.object({ type: z.literal('agent_config') }),
    handle(context) {
      if (context.app.agentId === null) return refusal(40056, 'invalid agentid');
      return issue(context, 'agent_config', context.app);
    },
  },
];
