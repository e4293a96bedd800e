import { describe, expect, it } from 'vitest';
import { toCsv } from './download-file';

describe('toCsv (statistics export)', () => {
  it('writes a BOM, quotes cells with commas, quotes or line breaks, and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['日期', '新增'],
        ['2025-03-01', 3],
        ['a,b', 'say "hi"'],
      ]),
    ).toBe('\uFEFF日期,新增\r\n2025-03-01,3\r\n"a,b","say ""hi"""\r\n');
  });
});
