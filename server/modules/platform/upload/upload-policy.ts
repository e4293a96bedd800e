// spec §3 "Upload signing data" {dir, expire, host, access_id, policy, signature}, the way an
// OSS browser upload works: a base64 JSON policy (expiry, key prefix, size range) and its
// HMAC. The upload route checks the signature first, then every condition of the policy.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadSign } from '../../../../contract/upload';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_POST_PATH,
  UPLOAD_SIGN_TTL_SECONDS,
} from '../../../../contract/upload';

/** Public, like an OSS AccessKeyId: it names the key, the secret stays on the server. */
export const UPLOAD_ACCESS_ID = 'scrm-local-upload';

interface UploadPolicy {
  readonly expiration: string;
  readonly dir: string;
  readonly maxBytes: number;
}

function hmac(secret: string, policy: string): string {
  return createHmac('sha256', secret).update(policy).digest('base64');
}

/** tenant/<tenant>/<yyyymm>/: one folder per tenant and month. */
export function uploadDir(tenantId: string, now: Date): string {
  const month = now.toISOString().slice(0, 7).replace('-', '');
  return `tenant/${tenantId}/${month}/`;
}

export function createUploadSign(secret: string, tenantId: string, now: Date): UploadSign {
  const dir = uploadDir(tenantId, now);
  const expire = Math.floor(now.getTime() / 1000) + UPLOAD_SIGN_TTL_SECONDS;
  const document = {
    expiration: new Date(expire * 1000).toISOString(),
    conditions: [
      ['starts-with', '$key', dir],
      ['content-length-range', 1, UPLOAD_MAX_BYTES],
    ],
  };
  const policy = Buffer.from(JSON.stringify(document)).toString('base64');
  return {
    dir,
    expire,
    host: UPLOAD_POST_PATH,
    access_id: UPLOAD_ACCESS_ID,
    policy,
    signature: hmac(secret, policy),
  };
}

export type PolicyCheck =
  | { readonly ok: true; readonly policy: UploadPolicy }
  | { readonly ok: false; readonly status: 400 | 403; readonly message: string };

function readPolicy(base64: string): UploadPolicy | undefined {
  try {
    const document = JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as {
      expiration?: unknown;
      conditions?: unknown;
    };
    const conditions = Array.isArray(document.conditions)
      ? (document.conditions as unknown[][])
      : [];
    const prefix = conditions.find((item) => item[0] === 'starts-with' && item[1] === '$key');
    const range = conditions.find((item) => item[0] === 'content-length-range');
    if (typeof document.expiration !== 'string' || typeof prefix?.[2] !== 'string')
      return undefined;
    const maxBytes = typeof range?.[2] === 'number' ? range[2] : UPLOAD_MAX_BYTES;
    return { expiration: document.expiration, dir: prefix[2], maxBytes };
  } catch {
    return undefined;
  }
}

/** Signature and expiry of the posted fields (a forged or expired policy is refused). */
export function checkUploadPolicy(
  secret: string,
  fields: Readonly<Record<string, string>>,
  now: Date,
): PolicyCheck {
  const policy = fields.policy ?? '';
  const expected = Buffer.from(hmac(secret, policy));
  const given = Buffer.from(fields.signature ?? '');
  const signed =
    policy !== '' &&
    fields.OSSAccessKeyId === UPLOAD_ACCESS_ID &&
    given.length === expected.length &&
    timingSafeEqual(given, expected);
  if (!signed) return { ok: false, status: 403, message: UPLOAD_MESSAGES.badSignature };
  const parsed = readPolicy(policy);
  if (!parsed) return { ok: false, status: 403, message: UPLOAD_MESSAGES.badSignature };
  const expiresAt = Date.parse(parsed.expiration);
  if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime()) {
    return { ok: false, status: 403, message: UPLOAD_MESSAGES.expired };
  }
  return { ok: true, policy: parsed };
}
