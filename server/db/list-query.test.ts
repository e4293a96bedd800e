import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, offsetOf, pagedList } from './list-query';

const ROOT = join(__dirname, '..', '..');
const MODULE = 'server/db/list-query.ts';
// A page offset written by hand: `(page - 1) * size`, whatever the names.
const HAND_OFFSET = /\(\s*[\w.]*page\s*-\s*1\s*\)\s*\*/i;
// LIKE's wildcards escaped by hand: a replace over the class of %, _ and the backslash.
const HAND_LIKE_ESCAPE = /\.replace\(\/\[(\\\\%_|%_\\\\|\\\\_%|_%\\\\)\]\/g/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const offenders = (pattern: RegExp) =>
  sourceFiles(join(ROOT, 'server'))
    .map((path) => relative(ROOT, path))
    .filter((path) => path !== MODULE)
    .filter((path) => pattern.test(readFileSync(join(ROOT, path), 'utf8')));

describe('list-query (issue #34: one paged-list and contains-text helper)', () => {
  it('page n of size s skips (n - 1) × s rows', () => {
    expect(offsetOf({ page: 1, page_size: 20 })).toBe(0);
    expect(offsetOf({ page: 3, page_size: 20 })).toBe(40);
  });

  it('a search matches %, _ and \\ literally, anywhere in the text', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(containsPattern('张三')).toBe('%张三%');
  });

  it('a paged list reads page n of the query with its limit and offset and answers the filtered total', async () => {
    const asked: { limit: number; offset: number }[] = [];
    const list = await pagedList(
      { page: 3, page_size: 20 },
      async (page) => {
        asked.push(page);
        return [{ id: 41 }, { id: 42 }];
      },
      Promise.resolve([{ n: 42 }]),
      async (rows) => rows.map((row) => row.id * 10),
    );
    expect(asked).toEqual([{ limit: 20, offset: 40 }]);
    expect(list).toEqual({ list: [410, 420], total: 42, page: 3, page_size: 20 });
    const none = await pagedList(
      { page: 1, page_size: 20 },
      async () => [],
      Promise.resolve([]),
      (rows) => rows.map(String),
    );
    expect(none).toEqual({ list: [], total: 0, page: 1, page_size: 20 });
  });

  it('no server file outside server/db/list-query.ts writes a page offset by hand', () => {
    expect(offenders(HAND_OFFSET)).toEqual([]);
  });

  it('no server file outside server/db/list-query.ts escapes LIKE wildcards by hand', () => {
    expect(offenders(HAND_LIKE_ESCAPE)).toEqual([]);
  });
});
