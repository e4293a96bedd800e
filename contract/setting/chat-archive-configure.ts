// spec §3 "Chat archive config" (private_key, public_key, trust_ips, public_key_ver, secret)
// and its authorization info (agent_name, create_time, publish_status, status). The secret
// and the private key are write-only: saved, then only ever answered masked.
import { z } from 'zod';
import { defineEndpoint, page, pageCode, responseOf } from '../endpoint';
import type { MaskedSecret } from './authorize';

export const TRUST_IPS_MAX = 20;
const SECRET_MAX = 128;

/** IPv4, IPv6, or a CIDR range of either. */
const ipOrCidr = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

export function isIpOrCidr(value: string): boolean {
  return ipOrCidr.safeParse(value).success;
}

export const trustIpsSchema = z
  .array(z.string({ error: '可信IP格式不正确' }).trim(), { error: '可信IP格式不正确' })
  .max(TRUST_IPS_MAX, { error: `可信IP最多填写${TRUST_IPS_MAX}个` })
  .superRefine((ips, context) => {
    ips.forEach((ip, index) => {
      if (!isIpOrCidr(ip)) {
        context.addIssue({
          code: 'custom',
          path: [index],
          message: `可信IP「${ip || '空'}」格式不正确，请填写IPv4、IPv6地址或CIDR网段（如 192.168.1.0/24）`,
        });
      }
    });
  });

/** Splits what the operator typed (one per line, or commas) into the list. */
export function splitTrustIps(text: string): string[] {
  return text
    .split(/[\s,，;；]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `chat-archive/save`: empty secret or private key keeps the saved one. */
export const chatArchiveSaveSchema = z.object({
  secret: z
    .string({ error: '会话存档Secret格式不正确' })
    .trim()
    .max(SECRET_MAX, { error: `会话存档Secret长度不能超过${SECRET_MAX}个字符` })
    .optional(),
  private_key: z
    .string({ error: '私钥格式不正确' })
    .trim()
    .max(8192, { error: '私钥长度不能超过8192个字符' })
    .refine(
      (key) =>
        !key ||
        /^-----BEGIN (RSA )?PRIVATE KEY-----[\s\S]+-----END (RSA )?PRIVATE KEY-----$/.test(key),
      {
        error: '私钥必须是PEM格式（以 -----BEGIN PRIVATE KEY----- 开头）',
      },
    )
    .optional(),
  public_key_ver: z
    .number({ error: '公钥版本号必须是数字' })
    .int({ error: '公钥版本号必须是整数' })
    .min(1, { error: '公钥版本号不能小于1' })
    .max(9999, { error: '公钥版本号不能大于9999' }),
  trust_ips: trustIpsSchema,
});
export type ChatArchiveSaveBody = z.output<typeof chatArchiveSaveSchema>;

/** spec §3 authorization info of the archive app, as the platform reports it. */
export interface ChatArchiveAuthInfo {
  readonly agent_name: string;
  readonly create_time: string | null;
  /** 0 not published, 1 published. */
  readonly publish_status: 0 | 1;
  /** 0 not enabled, 1 enabled. */
  readonly status: 0 | 1;
}

/** `chat-archive/get`: never the secret or the private key in full. */
export interface ChatArchiveConfig {
  readonly id: number | null;
  readonly secret: MaskedSecret;
  readonly private_key: MaskedSecret;
  readonly public_key: string;
  readonly public_key_ver: number;
  readonly trust_ips: readonly string[];
  readonly updated_at: string | null;
  readonly auth_info: ChatArchiveAuthInfo;
}

// issue #12: the endpoints of /chat-archive-configure, declared once (spec §3).
const CHAT_ARCHIVE = '/scrm/v1/setting/chat-archive';

/** Readable by every member: /chat-archive-configure is in the special set (spec §2). */
export const chatArchiveGet = defineEndpoint({
  method: 'GET',
  path: `${CHAT_ARCHIVE}/get`,
  permission: page('/chat-archive-configure'),
  response: responseOf<ChatArchiveConfig>(),
});

// Writing the archive's secrets needs the page's code although every member may read it.
export const chatArchiveSave = defineEndpoint({
  method: 'POST',
  path: `${CHAT_ARCHIVE}/save`,
  permission: pageCode('/chat-archive-configure'),
  action: 'settings',
  body: chatArchiveSaveSchema,
  response: responseOf<ChatArchiveConfig>(),
});

export const chatArchiveGenerateKey = defineEndpoint({
  method: 'POST',
  path: `${CHAT_ARCHIVE}/generate-key`,
  permission: pageCode('/chat-archive-configure'),
  action: 'settings',
  response: responseOf<ChatArchiveConfig>(),
});
