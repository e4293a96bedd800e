// media/upload (?type=image|voice|video|file) and media/upload_attachment (?media_type=image|
// video|file&attachment_type=1 moments|2 product album; moments take images and videos only):
// multipart with one part `media` that has a filename; every file must be more than 5 bytes,
// images ≤ 10 MB, voice ≤ 2 MB, video ≤ 10 MB, files ≤ 20 MB (40006 invalid size). The media
// id lives 3 days (fake-media.ts).
import { z } from 'zod';
import { refusal } from '../fake-checks';
import { corpOf } from '../fake-corp-context';
import { recordUpload } from '../fake-media';
import type { FakeContext, FakeRoute } from '../fake-types';

const MB = 1024 * 1024;
const MAX_BYTES: Record<string, number> = {
  image: 10 * MB,
  voice: 2 * MB,
  video: 10 * MB,
  file: 20 * MB,
};

/** The `media` part of a multipart body: its filename and size, or undefined. */
function mediaPart(context: FakeContext) {
  const boundary = /boundary=("?)([^";]+)\1/.exec(context.request.contentType)?.[2];
  if (!boundary) return undefined;
  const raw = context.request.rawBody.toString('latin1');
  for (const part of raw.split(`--${boundary}`)) {
    const [head = '', ...rest] = part.split('\r\n\r\n');
    if (!/name="media"/.test(head)) continue;
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    const data = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    return filename ? { filename, size: data.length } : undefined;
  }
  return undefined;
}

function store(context: FakeContext, type: string, prefix = 'media') {
  const part = mediaPart(context);
  if (!part || part.size <= 5) return refusal(41005, 'media data missing');
  if (part.size > (MAX_BYTES[type] ?? 0)) return refusal(40006, 'invalid file size');
  const mediaId = corpOf(context).nextId(`${prefix}-${type}-`);
  const at = recordUpload(context, mediaId);
  return { type, media_id: mediaId, created_at: String(at) };
}

export const routes: readonly FakeRoute[] = [
  {
    method: 'POST',
    api: 'media/upload',
    query: z.object({ type: z.enum(['image', 'voice', 'video', 'file']) }),
    missingCodes: { type: 40004 },
    handle: (context) => store(context, context.request.query.type ?? ''),
  },
  {
    method: 'POST',
    api: 'media/upload_attachment',
    permission: 'externalcontact',
    query: z.object({
      media_type: z.enum(['image', 'video', 'file']),
      attachment_type: z.enum(['1', '2']),
    }),
    missingCodes: { media_type: 40004 },
    handle(context) {
      const { media_type: type = '', attachment_type: use } = context.request.query;
      if (use === '1' && type === 'file') return refusal(40004, 'invalid media type');
      // Attachment media ids are their own kind: a moment accepts only these.
      return store(context, type, 'attach');
    },
  },
];
