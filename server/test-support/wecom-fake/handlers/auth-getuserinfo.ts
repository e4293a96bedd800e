// auth/getuserinfo (docs/wecom.md "Sign in with 企业微信"): GET ?code → `userid` for a corp
// member, `openid` for anyone else. As WeCom documents: code is required (41008 when missing)
// and at most 512 bytes; a code works once, within 5 minutes, and only with a token of the app
// (agent) the member authorized (else 40029 invalid code). Tests hand out codes as WeCom's
// login page would with `issueAuthCode` (the member scanned and agreed).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { refusal } from '../fake-checks';
import type { FakeRoute, FakeStateApi } from '../fake-types';
import type { WecomFake } from '../wecom-fake';

const CODE_TTL_MS = 5 * 60_000;

interface IssuedCode {
  readonly corpId: string;
  readonly agentId: number;
  readonly who: { readonly userid: string } | { readonly openid: string };
  readonly expiresAt: number;
}

const codesOf = (state: FakeStateApi) =>
  state.family('auth-codes', () => new Map<string, IssuedCode>());

/** The code WeCom appends to redirect_uri after `who` authorized the app `agentId` of `corpId`. */
export function issueAuthCode(
  fake: WecomFake,
  corpId: string,
  agentId: number,
  who: IssuedCode['who'],
  issuedAt = Date.now(),
): string {
  const code = randomBytes(32).toString('base64url');
  codesOf(fake.state).set(code, { corpId, agentId, who, expiresAt: issuedAt + CODE_TTL_MS });
  return code;
}

export const routes: readonly FakeRoute[] = [
  {
    method: 'GET',
    api: 'auth/getuserinfo',
    query: z.object({ code: z.string().min(1).max(512) }),
    missingCodes: { code: 41008 },
    handle({ request, corp, app, state }) {
      const codes = codesOf(state);
      const code = request.query.code ?? '';
      const issued = codes.get(code);
      if (!issued || issued.expiresAt <= Date.now()) return refusal(40029, 'invalid code');
      if (issued.corpId !== corp.corpId || issued.agentId !== app.agentId) {
        return refusal(40029, 'invalid code');
      }
      codes.delete(code);
      return 'userid' in issued.who ? { userid: issued.who.userid } : { openid: issued.who.openid };
    },
  },
];
