// Uploaded files live under DATA_DIR/uploads/<key>. Only raster images are accepted and
// served: the bytes must be what the content type says (no SVG, no HTML posing as a PNG).
import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { UploadContentType } from '../../../../contract/upload';
import { UPLOAD_CONTENT_TYPES } from '../../../../contract/upload';

/**
 * tenant/<tenant>/<yyyymm>/<name>.<ext>: no dots or slashes anywhere else. New names are the
 * server's (newUploadKey); files stored before issue #32 keep the console's 12-byte names.
 */
export const UPLOAD_KEY_PATTERN =
  /^tenant\/[A-Za-z0-9_-]{1,64}\/\d{6}\/[A-Za-z0-9_-]{8,80}\.(png|jpg|gif|webp)$/;

/** Bytes of randomness in a new upload's name: the URL is its own grant (docs/security.md). */
export const UPLOAD_NAME_BYTES = 16;

/** A fresh key in the signed folder `dir`; undefined when `dir` is not an upload folder. */
export function newUploadKey(dir: string, type: UploadContentType): string | undefined {
  const name = randomBytes(UPLOAD_NAME_BYTES).toString('hex');
  const key = `${dir}${name}.${UPLOAD_CONTENT_TYPES[type]}`;
  return UPLOAD_KEY_PATTERN.test(key) ? key : undefined;
}

const SIGNATURES: ReadonlyArray<readonly [UploadContentType, (data: Buffer) => boolean]> = [
  ['image/png', (data) => data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))],
  ['image/jpeg', (data) => data.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex'))],
  ['image/gif', (data) => /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))],
  [
    'image/webp',
    (data) =>
      data.subarray(0, 4).toString('latin1') === 'RIFF' &&
      data.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];

/** What the bytes are, by their magic number; undefined for anything but our images. */
export function sniffImageType(data: Buffer): UploadContentType | undefined {
  return SIGNATURES.find(([, matches]) => matches(data))?.[0];
}

export function contentTypeOfKey(key: string): UploadContentType | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const found = Object.entries(UPLOAD_CONTENT_TYPES).find(([, ext]) => ext === extension);
  return found?.[0] as UploadContentType | undefined;
}

function pathOf(dataDir: string, key: string): string {
  if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error('bad upload key');
  return join(dataDir, 'uploads', ...key.split('/'));
}

export async function saveUpload(dataDir: string, key: string, data: Buffer): Promise<void> {
  const path = pathOf(dataDir, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data, { mode: 0o644 });
}

export async function readUpload(dataDir: string, key: string): Promise<Buffer | undefined> {
  if (!UPLOAD_KEY_PATTERN.test(key)) return undefined;
  try {
    return await readFile(pathOf(dataDir, key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function uploadExists(dataDir: string, key: string): Promise<boolean> {
  if (!UPLOAD_KEY_PATTERN.test(key)) return false;
  return access(pathOf(dataDir, key)).then(
    () => true,
    () => false,
  );
}
