import type { UploadSign, UploadedFile } from '../../../contract/upload';
import {
  OSS_SIGN_PATH,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  isUploadContentType,
} from '../../../contract/upload';
import { get } from '../../lib/http/client';

// spec §3, §7 uploads: ask the server for a signed policy (app/get-oss-sign), then POST the
// file straight to `host` with it, OSS style, reporting progress (fetch cannot, XHR can).

export const OSS_SIGN_URL = OSS_SIGN_PATH;

/** A Chinese reason when the file cannot be uploaded, before any request. */
export function checkImageFile(file: File, maxBytes = UPLOAD_MAX_BYTES): string | undefined {
  if (!isUploadContentType(file.type)) return UPLOAD_MESSAGES.badType;
  if (file.size > maxBytes) return UPLOAD_MESSAGES.tooLarge;
  if (file.size === 0) return UPLOAD_MESSAGES.noFile;
  return undefined;
}

export function requestUploadSign(): Promise<UploadSign> {
  return get<UploadSign>(OSS_SIGN_URL);
}

export class UploadError extends Error {}

export function postUpload(
  sign: UploadSign,
  file: File,
  onProgress: (percent: number) => void,
  networkMessage: string,
): Promise<UploadedFile> {
  // No `key`: the server names the file itself (issue #32 finding 8, docs/security.md).
  const form = new FormData();
  form.append('policy', sign.policy);
  form.append('OSSAccessKeyId', sign.access_id);
  form.append('signature', sign.signature);
  form.append('success_action_status', '200');
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', sign.host);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new UploadError(networkMessage));
    request.onload = () => {
      const body = request.response as { code?: number; msg?: string; data?: UploadedFile } | null;
      if (request.status === 200 && body?.code === 0 && body.data) resolve(body.data);
      else reject(new UploadError(body?.msg || networkMessage));
    };
    request.send(form);
  });
}
