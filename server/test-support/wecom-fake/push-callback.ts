// The protocol fake's callback side (docs/wecom.md "Callbacks"): builds an event XML the way
// WeCom documents it, encrypts it with the tenant's EncodingAESKey for its corp id, signs it
// with its Token and POSTs it to our callback URL, as WeCom does.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { wecomCallbackUrl } from '../../../contract/platform-wecom-callback';
import type { CallbackSecrets } from '../../platform/wecom-callback/callback-crypto';
import { sealCallback } from '../../platform/wecom-callback/callback-crypto';

export type EventFields = Readonly<Record<string, string | number | readonly string[]>>;

function cdata(value: string): string {
  return `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** WeCom's event XML: ToUserName (corp id), FromUserName sys, CreateTime, MsgType event… */
export function eventXml(corpId: string, createTime: number, fields: EventFields): string {
  const body = Object.entries(fields)
    .map(([name, value]) => {
      if (Array.isArray(value)) {
        return `<${name}>${value.map((item) => `<Item>${cdata(String(item))}</Item>`).join('')}</${name}>`;
      }
      return typeof value === 'number'
        ? `<${name}>${value}</${name}>`
        : `<${name}>${cdata(String(value))}</${name}>`;
    })
    .join('');
  return `<xml><ToUserName>${cdata(corpId)}</ToUserName><FromUserName>${cdata('sys')}</FromUserName><CreateTime>${createTime}</CreateTime><MsgType>${cdata('event')}</MsgType>${body}</xml>`;
}

export interface PushOptions {
  /** Sign with another Token (a forged callback). */
  readonly signWith?: Partial<CallbackSecrets>;
  readonly timestamp?: string;
  readonly nonce?: string;
}

/** Encrypts `message` for the tenant and POSTs it to the tenant's callback URL. */
export function pushCallback(
  app: FastifyInstance,
  tenantId: string,
  secrets: CallbackSecrets,
  message: string,
  options: PushOptions = {},
): Promise<LightMyRequestResponse> {
  const timestamp = options.timestamp ?? String(Math.floor(Date.now() / 1000));
  const nonce = options.nonce ?? String(randomBytes(4).readUInt32BE(0));
  const sealed = sealCallback({ ...secrets, ...options.signWith }, message, timestamp, nonce);
  const query = new URLSearchParams({ msg_signature: sealed.signature, timestamp, nonce });
  const xml = `<xml><ToUserName>${cdata(secrets.receiveId)}</ToUserName><Encrypt>${cdata(sealed.ciphertext)}</Encrypt><AgentID>${cdata('1000002')}</AgentID></xml>`;
  return app.inject({
    method: 'POST',
    url: `${wecomCallbackUrl('', tenantId)}?${query.toString()}`,
    headers: { 'content-type': 'text/xml' },
    payload: xml,
  });
}
