// A PGlite data-directory tarball as each server test file loads it (database-snapshots.ts).
// dumpDataDir() copies a running database: loading the copy is a crash recovery from the last
// checkpoint, and the seed's checkpoint lay 84 MB of write-ahead log back, replayed by every
// test file (1.8–2.1 s a load). After a CHECKPOINT only the current WAL segment is needed;
// the others are old or recycled ahead of time, and PostgreSQL makes new ones as it writes.
// Measured: 153 → 86 MB, a load 1.8–2.1 s → 0.74 s (docs/testing.md "Server tests and the
// prepared database").
//
// The tarball is ustar (512-byte blocks: a header whose name is bytes 0–99, with a ustar
// prefix at 345–499, and the size in octal at 124–135; then the data padded to a block).
// Dropping whole entries is all this needs, so it is read here rather than through a tar
// library with a stream API for a buffer already in memory.

const BLOCK = 512;

function text(bytes: Uint8Array, start: number, length: number): string {
  const field = bytes.subarray(start, start + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
}

function entryName(header: Uint8Array): string {
  const name = text(header, 0, 100);
  const prefix = text(header, 345, 155);
  return prefix ? `${prefix}/${name}` : name;
}

/** The tarball without the entries `drop` names (whole entries: header, data and padding). */
export function withoutTarEntries(
  tar: Uint8Array,
  drop: (name: string) => boolean,
): Uint8Array<ArrayBuffer> {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!drop(entryName(header))) kept.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  kept.push(new Uint8Array(BLOCK * 2));
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A WAL segment file (24 hex digits) under pg_wal, other than `keep`. */
export const otherWalSegment =
  (keep: string) =>
  (name: string): boolean => {
    const match = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name);
    return match !== null && match[1] !== keep;
  };
