// The fake's temporary media (WeCom: a media_id is valid for 3 days after its upload, then any
// message naming it is refused with 40007): upload times per media id, shared by the upload
// handlers (handlers/media.ts) and every handler that checks the media a message names.
import type { FakeContext } from './fake-types';
import { corpOf } from './fake-corp-context';

export const MEDIA_LIFETIME_SECONDS = 3 * 86_400;

const uploads = (context: FakeContext) =>
  context.state.family('media-uploaded-at', () => new Map<string, number>());

/** Records an upload of `mediaId` now (the corp's clock) and answers the unix second. */
export function recordUpload(context: FakeContext, mediaId: string): number {
  const corp = corpOf(context);
  const at = corp.now();
  corp.media.add(mediaId);
  uploads(context).set(mediaId, at);
  return at;
}

/** Every media id a message names (`media_id`, `pic_media_id`), at any depth. */
export function mediaIdsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(mediaIdsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    (key === 'media_id' || key === 'pic_media_id') && typeof inner === 'string'
      ? [inner]
      : mediaIdsIn(inner),
  );
}

/** A media id the fake issued less than 3 days ago. */
export function mediaLive(context: FakeContext, mediaId: string): boolean {
  const corp = corpOf(context);
  if (!corp.media.has(mediaId)) return false;
  const at = uploads(context).get(mediaId);
  return at === undefined || corp.now() - at < MEDIA_LIFETIME_SECONDS;
}

/** Whether a message names a media id that is unknown or expired (WeCom answers 40007). */
export const deadMediaIn = (context: FakeContext, body: unknown) =>
  mediaIdsIn(body).some((id) => !mediaLive(context, id));
