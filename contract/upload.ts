// spec §3 "Upload signing data" + §7 app/get-oss-sign: an OSS-style browser POST upload. The
// server signs a policy (dir, expiry, size, content types); the browser posts the file with
// it to `host`, which by default is this server. Images only: they are served back as-is.

export interface UploadSign {
  /** Key prefix the upload must use (the tenant's folder). */
  readonly dir: string;
  /** Unix seconds after which the policy is refused. */
  readonly expire: number;
  /** Where to POST the form. */
  readonly host: string;
  readonly access_id: string;
  /** Base64 JSON policy. */
  readonly policy: string;
  /** Base64 HMAC of the policy, by a server secret the browser never sees. */
  readonly signature: string;
}

/** The uploaded file as the upload route answers it. */
export interface UploadedFile {
  readonly url: string;
  readonly key: string;
  readonly size: number;
  readonly content_type: string;
}

/** Raster images only (no SVG: it can carry script). Extension per type. */
export const UPLOAD_CONTENT_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type UploadContentType = keyof typeof UPLOAD_CONTENT_TYPES;

export function isUploadContentType(type: string): type is UploadContentType {
  return Object.hasOwn(UPLOAD_CONTENT_TYPES, type);
}

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** How long a signature stays valid. */
export const UPLOAD_SIGN_TTL_SECONDS = 300;
/** The path files are served from (the key follows). */
export const UPLOAD_FILE_PATH = '/uploads/';
/** The default `host`: this server's upload route. */
export const UPLOAD_POST_PATH = '/scrm/v1/platform/oss-upload';

export const UPLOAD_MESSAGES = {
  badSignature: '上传签名无效，请刷新页面后重试',
  expired: '上传签名已过期，请重新选择文件上传',
  tooLarge: `文件大小不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`,
  badType: '只能上传 PNG、JPG、GIF 或 WEBP 格式的图片',
  badKey: '上传文件路径不正确',
  noFile: '请选择要上传的文件',
} as const;

/** issue #12: the upload signature's path, written once (the console's upload helper reads it). */
export const OSS_SIGN_PATH = '/scrm/v1/platform/app/get-oss-sign';
