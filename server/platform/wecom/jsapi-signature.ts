// WeCom's JS-SDK 使用权限签名算法 (docs/wecom.md "The chat sidebar"): sha1 over
// `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` in exactly that order, values raw (not
// URL-escaped), the URL without its #fragment. ww.register needs two of them: one over the
// corp's jsapi_ticket (wx.config) and one over the app's agent_config ticket (agentConfig).
import { createHash, randomBytes } from 'node:crypto';
import type { AppCredentials } from './token-cache';
import type { WecomClient } from './wecom-client';

export interface JsapiSignInput {
  readonly ticket: string;
  readonly nonceStr: string;
  /** Seconds since the epoch, as ww.register receives it. */
  readonly timestamp: number;
  readonly url: string;
}

/** The page's URL as WeCom signs it: everything before the first '#'. */
export function urlWithoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

export function jsapiSignature(input: JsapiSignInput): string {
  const plain =
    `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}` +
    `&timestamp=${input.timestamp}&url=${urlWithoutFragment(input.url)}`;
  return createHash('sha1').update(plain).digest('hex');
}

export interface SignedPage {
  readonly timestamp: number;
  readonly nonce_str: string;
  /** Over the corp's jsapi_ticket (ww.register's getConfigSignature). */
  readonly signature: string;
  /** Over the app's agent_config ticket (ww.register's getAgentConfigSignature). */
  readonly agent_signature: string;
}

/** Signs `url` with both tickets (cached by the client); the tickets never leave this function. */
export async function signPageForJsapi(
  client: WecomClient,
  app: AppCredentials,
  url: string,
  nowMs: number,
): Promise<SignedPage> {
  const [corpTicket, agentTicket] = await Promise.all([
    client.jsapiTicket(app, 'jsapi'),
    client.jsapiTicket(app, 'agent_config'),
  ]);
  const timestamp = Math.floor(nowMs / 1000);
  const nonceStr = randomBytes(12).toString('base64url');
  return {
    timestamp,
    nonce_str: nonceStr,
    signature: jsapiSignature({ ticket: corpTicket, nonceStr, timestamp, url }),
    agent_signature: jsapiSignature({ ticket: agentTicket, nonceStr, timestamp, url }),
  };
}
