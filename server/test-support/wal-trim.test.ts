import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/database';
import { otherWalSegment, withoutTarEntries } from './wal-trim';

const segmentsIn = (tar: Uint8Array) => {
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = new TextDecoder().decode(header.subarray(0, 100)).replace(/\0.*$/s, '');
    if (/pg_wal\/[0-9A-F]{24}$/.test(name)) names.push(name);
    const size = parseInt(new TextDecoder().decode(header.subarray(124, 136)).trim(), 8) || 0;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
};

describe('the prepared PGlite snapshot', () => {
  it('keeps only the current WAL segment after a checkpoint, and the copy loads with every row and takes writes', async () => {
    const source = await openPglite(undefined);
    await source.executeSql('create table rows_kept (id int primary key, note text)');
    // ~40 MB of WAL: more than one 16 MB segment behind the checkpoint
    await source.executeSql(
      `insert into rows_kept select n, repeat('x', 2000) from generate_series(1, 20000) n`,
    );
    await source.executeSql('update rows_kept set note = note');
    await source.executeSql('checkpoint');
    const [row] = (
      await source.executeSql('select pg_walfile_name(pg_current_wal_lsn()) as segment')
    ).rows as { segment: string }[];
    const segment = row!.segment;
    const tar = new Uint8Array(await (await source.dump!()).arrayBuffer());
    await source.close();
    expect(segmentsIn(tar).length).toBeGreaterThan(1);

    const trimmed = withoutTarEntries(tar, otherWalSegment(segment));
    expect(segmentsIn(trimmed)).toEqual([expect.stringMatching(new RegExp(`${segment}$`))]);
    expect(trimmed.length).toBeLessThan(tar.length);
    const copy = await openPglite(undefined, new Blob([trimmed]));
    await copy.executeSql(`insert into rows_kept values (20001, 'after')`);
    const { rows } = await copy.executeSql('select count(*)::int as n from rows_kept');
    expect(rows).toEqual([{ n: 20001 }]);
    await copy.close();
  }, 120_000);

  it('drops nothing but the named entries: other files keep their bytes', () => {
    const entry = (name: string, body: string) => {
      const header = new Uint8Array(512);
      header.set(new TextEncoder().encode(name), 0);
      header.set(new TextEncoder().encode(body.length.toString(8).padStart(11, '0')), 124);
      const data = new Uint8Array(Math.ceil(body.length / 512) * 512);
      data.set(new TextEncoder().encode(body), 0);
      return [header, data];
    };
    const parts = [
      ...entry('/pg_wal/000000010000000000000001', 'old'),
      ...entry('/base/5/1259', 'catalogue'),
      ...entry('/pg_wal/000000010000000000000002', 'current'),
      new Uint8Array(1024),
    ];
    const tar = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      tar.set(part, at);
      at += part.length;
    }
    const trimmed = withoutTarEntries(tar, otherWalSegment('000000010000000000000002'));
    const body = new TextDecoder().decode(trimmed).replace(/\0+/g, '|');
    expect(body).toBe(
      '/base/5/1259|00000000011|catalogue|/pg_wal/000000010000000000000002|00000000007|current|',
    );
  });
});
