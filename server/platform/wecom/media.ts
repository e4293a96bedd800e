// WeCom media/upload: a temporary media (valid 3 days on WeCom) for a welcome message or a
// group welcome template. Images ≤ 10 MB (jpg/png), video ≤ 10 MB (mp4), files ≤ 20 MB; a
// file under 5 bytes is refused (contract/message-content.ts keeps the same limits).
import { z } from 'zod';
import type { WecomApi } from './wecom-api';
import { readAnswer } from './wecom-api';

export type MediaType = 'image' | 'video' | 'file';

export interface MediaFile {
  readonly filename: string;
  readonly contentType: string;
  readonly data: Uint8Array;
}

export async function uploadMedia(
  api: WecomApi,
  tenantId: string,
  type: MediaType,
  file: MediaFile,
): Promise<string> {
  const answer = await api.upload(tenantId, 'media/upload', { type }, file);
  return readAnswer(z.object({ media_id: z.string() }), answer, 'media/upload').media_id;
}
