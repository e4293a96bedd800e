// The one media service of reach on WeCom (docs/wecom.md "Media"): every image, video or file a
// mass send, a moment or a welcome carries goes up as a temporary media — media/upload for
// messages, media/upload_attachment (attachment_type 1) for moments. A media_id is valid for
// 3 days, so an upload is reused only while it has more than REUSE_MARGIN_MS left and is
// uploaded again after that: a dead media id is never sent. Size and type are checked before
// the upload (WeCom's limits), with a Chinese message naming the file.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { wecomMedia } from '../../db/schema/wecom-reach';
import { BusinessError } from '../../http/http-errors';
import type { MediaFile, MediaType } from './media';
import type { WecomApi } from './wecom-api';
import { readAnswer } from './wecom-api';

/** WeCom: a temporary media_id is valid for three days after its upload. */
export const MEDIA_LIFETIME_MS = 3 * 86_400_000;
/** Reused only with this much life left (a send may take a while after the lookup). */
export const REUSE_MARGIN_MS = 12 * 3_600_000;
/** Code of a file WeCom would refuse (contract-level business error of the reach pages). */
export const MEDIA_REFUSED_CODE = 106030;

export type MediaPurpose = 'message' | 'moment';

const MB = 1024 * 1024;
/** WeCom's media limits: every file > 5 bytes; image ≤ 10 MB jpg/png, video ≤ 10 MB mp4, file ≤ 20 MB. */
const LIMITS: Record<MediaType, { maxBytes: number; extensions: readonly string[] | null }> = {
  image: { maxBytes: 10 * MB, extensions: ['jpg', 'jpeg', 'png'] },
  video: { maxBytes: 10 * MB, extensions: ['mp4'] },
  file: { maxBytes: 20 * MB, extensions: null },
};
const TYPE_NAMES: Record<MediaType, string> = { image: '图片', video: '视频', file: '文件' };
const MIN_BYTES = 6;

const extensionOf = (file: MediaFile) => {
  const fromName = /\.([a-z0-9]+)$/i.exec(file.filename)?.[1]?.toLowerCase();
  if (fromName) return fromName;
  const fromType = /\/([a-z0-9]+)$/i.exec(file.contentType)?.[1]?.toLowerCase();
  return fromType === 'jpeg' ? 'jpg' : fromType;
};

/** Throws the Chinese reason WeCom would refuse the file for, before any upload. */
export function checkMediaFile(type: MediaType, file: MediaFile, purpose: MediaPurpose): void {
  const label = `${TYPE_NAMES[type]}「${file.filename}」`;
  if (purpose === 'moment' && type === 'file') {
    throw new BusinessError(MEDIA_REFUSED_CODE, `朋友圈只能发布图片或视频，不能附带文件${label}`);
  }
  if (file.data.length < MIN_BYTES) {
    throw new BusinessError(MEDIA_REFUSED_CODE, `${label}是空文件，企业微信要求文件大于5个字节`);
  }
  const limit = LIMITS[type];
  if (file.data.length > limit.maxBytes) {
    throw new BusinessError(
      MEDIA_REFUSED_CODE,
      `${label}超过企业微信的大小上限${limit.maxBytes / MB}MB，请压缩后重试`,
    );
  }
  const extension = extensionOf(file);
  if (limit.extensions && !(extension && limit.extensions.includes(extension))) {
    const allowed = limit.extensions.filter((e) => e !== 'jpeg').map((e) => e.toUpperCase());
    throw new BusinessError(
      MEDIA_REFUSED_CODE,
      `${label}格式不受支持，企业微信只接受${allowed.join('、')}格式的${TYPE_NAMES[type]}`,
    );
  }
}

export interface MediaService {
  /** A media_id valid for at least REUSE_MARGIN_MS: a live earlier upload, or a new one. */
  mediaId(
    tenantId: string,
    type: MediaType,
    file: MediaFile,
    purpose: MediaPurpose,
  ): Promise<string>;
}

const answerSchema = z.object({ media_id: z.string() });

export function createMediaService(db: Database, api: WecomApi, now: () => Date): MediaService {
  return {
    async mediaId(tenantId, type, file, purpose) {
      checkMediaFile(type, file, purpose);
      const sha256 = createHash('sha256').update(file.data).digest('hex');
      const key = and(
        eq(wecomMedia.tenantId, tenantId),
        eq(wecomMedia.purpose, purpose),
        eq(wecomMedia.mediaType, type),
        eq(wecomMedia.sha256, sha256),
      );
      const [known] = await db.select().from(wecomMedia).where(key);
      const at = now();
      const reusableUntil = MEDIA_LIFETIME_MS - REUSE_MARGIN_MS;
      if (known && at.getTime() - known.uploadedAt.getTime() < reusableUntil) return known.mediaId;
      const answer =
        purpose === 'moment'
          ? await api.upload(
              tenantId,
              'media/upload_attachment',
              { media_type: type, attachment_type: '1' },
              file,
            )
          : await api.upload(tenantId, 'media/upload', { type }, file);
      const { media_id: mediaId } = readAnswer(answerSchema, answer, 'media/upload');
      await db
        .insert(wecomMedia)
        .values({ tenantId, purpose, mediaType: type, sha256, mediaId, uploadedAt: at })
        .onConflictDoUpdate({
          target: [
            wecomMedia.tenantId,
            wecomMedia.purpose,
            wecomMedia.mediaType,
            wecomMedia.sha256,
          ],
          set: { mediaId, uploadedAt: at },
        });
      return mediaId;
    },
  };
}
