import { describe, expect, it } from 'vitest';
import { shortenFilename } from './shorten-filename';

describe('spec §5 filename shortening', () => {
  it("refuses a length under 10 with 'limit length too small'", () => {
    expect(() => shortenFilename('report.xlsx', 9)).toThrow('limit length too small');
  });

  it('keeps a name that fits', () => {
    expect(shortenFilename('report.xlsx', 11)).toBe('report.xlsx');
  });

  it('shortens to the limit, keeping the start and the extension', () => {
    const short = shortenFilename('quarterly-report-final.xlsx', 14);
    expect(short).toBe('quarte....xlsx');
    expect(short).toHaveLength(14);
  });

  it('accepts the smallest limit, 10', () => {
    const short = shortenFilename('averyveryverylongname', 10);
    expect(short).toHaveLength(10);
    expect(short).toBe('aver...ame');
  });
});
