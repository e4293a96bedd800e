// issue #32 finding 1: an .xlsx is a zip. Its central directory is read first and the file is
// refused before anything is inflated when it has too many parts, a part or all parts too
// large once uncompressed, or a part compressed beyond any real sheet's ratio. yauzl then
// inflates a part only up to the size its directory entry declared (`validateEntrySizes`), so
// a directory that lies about sizes cannot inflate past what was checked here.
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { FileRejected } from './file-rejected';
import type { ImportLimits } from './import-limits';
import { LIMIT_MESSAGES } from './import-limits';

export interface ZipArchive {
  readonly names: ReadonlySet<string>;
  /** The part's bytes as they inflate, chunk by chunk; undefined when there is no such part. */
  open(name: string): Promise<Readable | undefined>;
  close(): void;
}

function openBuffer(content: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      content,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip)),
    );
  });
}

function readDirectory(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** Throws FileRejected when the directory breaks a limit (checked before any inflating). */
export function checkDirectory(entries: readonly yauzl.Entry[], limits: ImportLimits): void {
  if (entries.length > limits.zipEntries) {
    throw new FileRejected(LIMIT_MESSAGES.tooManyEntries(limits));
  }
  let total = 0;
  for (const entry of entries) {
    if (entry.uncompressedSize > limits.entryBytes) {
      throw new FileRejected(LIMIT_MESSAGES.entryTooLarge(limits));
    }
    total += entry.uncompressedSize;
    if (total > limits.totalBytes) throw new FileRejected(LIMIT_MESSAGES.totalTooLarge(limits));
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize >= limits.ratioFromBytes && ratio > limits.ratio) {
      throw new FileRejected(LIMIT_MESSAGES.ratioTooHigh(limits));
    }
  }
}

export async function openZip(content: Buffer, limits: ImportLimits): Promise<ZipArchive> {
  if (content.length > limits.fileBytes) {
    throw new FileRejected(LIMIT_MESSAGES.fileTooLarge(limits));
  }
  let zip: yauzl.ZipFile;
  let entries: yauzl.Entry[];
  try {
    zip = await openBuffer(content);
    // The count is in the end record: refuse before walking a huge directory.
    if (zip.entryCount > limits.zipEntries) {
      zip.close();
      throw new FileRejected(LIMIT_MESSAGES.tooManyEntries(limits));
    }
    entries = await readDirectory(zip);
  } catch (error) {
    if (error instanceof FileRejected) throw error;
    throw new FileRejected(LIMIT_MESSAGES.notZip);
  }
  const byName = new Map<string, yauzl.Entry>();
  for (const entry of entries) {
    // Two parts of one name: which one a reader takes is ambiguous, so neither is read.
    if (byName.has(entry.fileName) || entry.isEncrypted()) {
      zip.close();
      throw new FileRejected(LIMIT_MESSAGES.notZip);
    }
    byName.set(entry.fileName, entry);
  }
  try {
    checkDirectory(entries, limits);
  } catch (error) {
    zip.close();
    throw error;
  }
  return {
    names: new Set(byName.keys()),
    open: (name) => {
      const entry = byName.get(name);
      if (!entry) return Promise.resolve(undefined);
      return new Promise((resolve, reject) => {
        zip.openReadStream(entry, (error, stream) =>
          error ? reject(new FileRejected(LIMIT_MESSAGES.notZip)) : resolve(stream),
        );
      });
    },
    close: () => zip.close(),
  };
}
