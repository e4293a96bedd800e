import { describe, expect, it } from 'vitest';
import { mentionsIn } from './bind-signals';

// issue #22: what a customer's chat message offers the binding job (spec §3 identifier types
// 1 phone, 2 order number).
describe('mentionsIn', () => {
  it('finds a mobile phone (1[3-9] and 11 digits) as identifier type 1, once', () => {
    expect(mentionsIn('电话13812345678，备用13812345678')).toEqual([
      { identifierType: 1, value: '13812345678' },
    ]);
  });

  it('does not take a longer digit run or a landline for a phone', () => {
    expect(mentionsIn('单号 1381234567890').filter((m) => m.identifierType === 1)).toEqual([]);
    expect(mentionsIn('座机 02112345678').filter((m) => m.identifierType === 1)).toEqual([]);
  });

  it('takes tokens with at least 6 digits as possible order numbers (type 2), phones excluded', () => {
    expect(mentionsIn('订单 TB20261125000777 手机 13912345678 尺码 XL-42')).toEqual([
      { identifierType: 1, value: '13912345678' },
      { identifierType: 2, value: 'TB20261125000777' },
    ]);
  });

  it('finds nothing in small talk', () => {
    expect(mentionsIn('你好，请问什么时候发货？')).toEqual([]);
  });
});
