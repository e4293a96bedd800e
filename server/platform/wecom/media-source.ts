// Where a welcome attachment's bytes come from before media/upload: a file uploaded to this
// server (UPLOAD_FILE_PATH + key, read from DATA_DIR) or an outside http(s) URL (fetched).
import { basename } from 'node:path';
import { UPLOAD_FILE_PATH } from '../../../contract/upload';
import { contentTypeOfKey, readUpload } from '../../modules/platform/upload/upload-store';
import type { MediaSource } from './media';

export function uploadMediaSource(dataDir: string): MediaSource {
  return async (url, name) => {
    const filename = name || basename(url.split('?')[0] ?? '') || 'media';
    if (url.startsWith(UPLOAD_FILE_PATH)) {
      const key = url.slice(UPLOAD_FILE_PATH.length);
      const data = await readUpload(dataDir, key);
      if (!data) throw new Error(`素材文件不存在：${filename}`);
      const contentType = contentTypeOfKey(key) ?? 'application/octet-stream';
      return { filename, contentType, data };
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`素材文件读取失败（HTTP ${response.status}）：${filename}`);
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
    return { filename, contentType, data: new Uint8Array(await response.arrayBuffer()) };
  };
}
