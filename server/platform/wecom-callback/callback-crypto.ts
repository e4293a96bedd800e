// docs/wecom.md "Callbacks": WeCom signs every callback with sha1 over the sorted (Token,
// timestamp, nonce, ciphertext) and encrypts its body with AES-256-CBC under the
// EncodingAESKey; the plain text ends with the receive id (the corp id of a self-built app).
// The primitives are WeCom's own @wecom/crypto; this file decides what counts as valid.
import { timingSafeEqual } from 'node:crypto';
import { decrypt, encrypt, getSignature } from '@wecom/crypto';

export interface CallbackSecrets {
  /** The callback Token set in WeCom's admin. */
  readonly token: string;
  /** The 43-character EncodingAESKey set in WeCom's admin. */
  readonly aesKey: string;
  /** The corp id the plain text must end with. */
  readonly receiveId: string;
}

export interface SignedCiphertext {
  readonly signature: string;
  readonly timestamp: string;
  readonly nonce: string;
  readonly ciphertext: string;
}

export type OpenedCallback =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly reason: 'signature' | 'decrypt' | 'receive_id' };

const AES_KEY = /^[A-Za-z0-9]{43}$/;
const SIGNATURE = /^[0-9a-f]{40}$/;

function sameSignature(expected: string, given: string): boolean {
  if (!SIGNATURE.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'ascii'), Buffer.from(given, 'ascii'));
}

/** Checks the signature first, then decrypts and checks the receive id. */
export function openCallback(secrets: CallbackSecrets, signed: SignedCiphertext): OpenedCallback {
  const expected = getSignature(secrets.token, signed.timestamp, signed.nonce, signed.ciphertext);
  if (!sameSignature(expected, signed.signature.toLowerCase())) {
    return { ok: false, reason: 'signature' };
  }
  if (!AES_KEY.test(secrets.aesKey)) return { ok: false, reason: 'decrypt' };
  let opened: { message: string; id: string };
  try {
    opened = decrypt(secrets.aesKey, signed.ciphertext);
  } catch {
    return { ok: false, reason: 'decrypt' };
  }
  if (opened.id !== secrets.receiveId) return { ok: false, reason: 'receive_id' };
  return { ok: true, message: opened.message };
}

/** What WeCom sends: the message encrypted for `receiveId` and its signature. */
export function sealCallback(
  secrets: CallbackSecrets,
  message: string,
  timestamp: string,
  nonce: string,
): { readonly ciphertext: string; readonly signature: string } {
  const ciphertext = encrypt(secrets.aesKey, message, secrets.receiveId);
  return { ciphertext, signature: getSignature(secrets.token, timestamp, nonce, ciphertext) };
}
