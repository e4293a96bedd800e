import { describe, expect, it } from 'vitest';
import { smsCostLi, smsParts, smsText, unknownSmsVariables } from './marketing-msg-rules';

const chinese = (count: number) => '营'.repeat(count);

describe('marketing SMS parts (issue #17: 70 Chinese characters per part)', () => {
  it('70 Chinese characters are one part', () => {
    expect(smsParts(chinese(70))).toBe(1);
  });
  it('71 Chinese characters are two parts', () => {
    expect(smsParts(chinese(71))).toBe(2);
  });
  it('134 Chinese characters are two parts (67 per part of a long message)', () => {
    expect(smsParts(chinese(134))).toBe(2);
  });
  it('135 Chinese characters are three parts', () => {
    expect(smsParts(chinese(135))).toBe(3);
  });
  it('the signature and the opt-out words count towards the length', () => {
    const text = smsText('品牌', chinese(61));
    expect(text).toBe(`【品牌】${chinese(61)}拒收请回复R`);
    expect(smsParts(text)).toBe(2);
  });
  it('every template variable is reported (a send to typed numbers fills none); the cost is recipients × parts × price', () => {
    expect(unknownSmsVariables('{客户昵称}您好{优惠码}')).toEqual(['客户昵称', '优惠码']);
    expect(smsCostLi(1000, 2, 45)).toBe(90_000);
  });
});
