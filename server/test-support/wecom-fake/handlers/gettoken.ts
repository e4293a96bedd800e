// gettoken (docs/wecom.md "Access tokens"): GET ?corpid&corpsecret → access_token, expires_in.
// 41002 without corpid, 41004 without corpsecret, 40013 unknown corp, 40001 unknown secret.
import { z } from 'zod';
import { refusal } from '../fake-checks';
import type { FakeRoute } from '../fake-types';

const TOKEN_TTL_S = 7200;

export const routes: readonly FakeRoute[] = [
  {
    method: 'GET',
    api: 'gettoken',
    auth: 'none',
    query: z.object({ corpid: z.string().min(1), corpsecret: z.string().min(1) }),
    missingCodes: { corpid: 41002, corpsecret: 41004 },
    handle({ request, state }) {
      const corpId = request.query.corpid ?? '';
      const secret = request.query.corpsecret ?? '';
      const corp = state.corp(corpId);
      if (!corp) return refusal(40013, 'invalid corpid');
      if (!corp.apps.some((app) => app.secret === secret)) return refusal(40001, 'invalid secret');
      const token = state.issueToken(corpId, secret);
      const expiresIn = Math.min(TOKEN_TTL_S, Math.ceil((token.expiresAt - Date.now()) / 1000));
      return { access_token: token.token, expires_in: expiresIn };
    },
  },
];
