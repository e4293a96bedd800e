import { describe, expect, it } from 'vitest';
import { parseRecordId } from './missing-record-page';

describe('parseRecordId', () => {
  it('a detail page takes a positive whole-number id from ?id=', () => {
    expect(parseRecordId('42')).toBe(42);
  });

  it('a missing, zero, negative or malformed id means no record was chosen', () => {
    for (const raw of [null, '', '0', '-3', '1.5', '12abc', ' 7', '1e3', '9'.repeat(16)]) {
      expect(parseRecordId(raw)).toBeUndefined();
    }
  });
});
