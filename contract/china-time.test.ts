import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addChinaDays, chinaClock, chinaDateOf, chinaDateTimeText, chinaToday } from './china-time';

const ROOT = join(__dirname, '..');
const MODULE = 'contract/china-time.ts';
// China-time arithmetic: the UTC+8 offset written as milliseconds, in any of its spellings.
const OFFSET_ARITHMETIC = /\b8 \* (3_?600_?000|3600 \* 1000|60 \* 60 \* 1000)\b|\b28_?800_?000\b/;
const isTestFile = (path: string) => /\.test\.tsx?$|test-kit|test-support\//.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('china-time', () => {
  it('no file outside contract/china-time.ts does China-time offset arithmetic', () => {
    const offenders = ['contract', 'server', 'src', 'sw', 'scripts', 'bench']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((path) => relative(ROOT, path))
      .filter((path) => path !== MODULE && !isTestFile(path))
      .filter((path) => OFFSET_ARITHMETIC.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('a China day begins at 16:00 UTC the evening before', () => {
    const clock = chinaClock(new Date('2024-03-03T16:30:00Z'));
    expect(clock).toEqual({
      weekday: 1,
      time: '00:30',
      date: '2024-03-04',
      dayStart: new Date('2024-03-03T16:00:00Z'),
    });
    expect(chinaToday(Date.parse('2024-03-03T15:59:59Z'))).toBe('2024-03-03');
    expect(chinaDateOf(new Date('2024-02-28T16:00:00Z'), 1)).toBe('2024-03-01');
    expect(addChinaDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(chinaDateTimeText('2024-03-03T16:30:05Z')).toBe('2024-03-04 00:30:05');
  });
});
