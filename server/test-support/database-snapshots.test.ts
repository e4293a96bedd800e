// database-snapshots.ts: the prepared tarballs reach PGlite as the file's bytes, read from disk
// once per worker process (the server project's files share it; docs/testing.md "Stop 54"), and
// a file waits for a tarball the global setup is still writing ("Stop 58").
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSnapshot } from './database-snapshots';

const folder = mkdtempSync(join(tmpdir(), 'scrm-snapshot-read-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('database snapshots', () => {
  it('hands over the file as it is, its size included', async () => {
    const file = join(folder, 'as-is.tar');
    writeFileSync(file, Uint8Array.from([1, 2, 3, 250]));
    const snapshot = await readSnapshot(file);
    expect(snapshot.size).toBe(4);
    expect([...new Uint8Array(await snapshot.arrayBuffer())]).toEqual([1, 2, 3, 250]);
  });

  it('waits for a snapshot the global setup is still writing', async () => {
    const file = join(folder, 'later.tar');
    setTimeout(() => writeFileSync(file, Uint8Array.from([5, 6])), 300);
    const snapshot = await readSnapshot(file);
    expect([...new Uint8Array(await snapshot.arrayBuffer())]).toEqual([5, 6]);
  });

  it("fails with the global setup's reason when it could not write a snapshot", async () => {
    const file = join(folder, 'failed.tar');
    writeFileSync(`${file}.failed`, 'the seed stopped: relation "x" does not exist');
    await expect(readSnapshot(file)).rejects.toThrow(
      'the seed stopped: relation "x" does not exist',
    );
  });

  it('reads a snapshot file once per worker process', async () => {
    const file = join(folder, 'once.tar');
    writeFileSync(file, Uint8Array.from([7]));
    await (await readSnapshot(file)).arrayBuffer();
    // the global setup never rewrites a snapshot during a run: a second read would show this
    writeFileSync(file, Uint8Array.from([8, 8]));
    expect([...new Uint8Array(await (await readSnapshot(file)).arrayBuffer())]).toEqual([7]);
  });
});
