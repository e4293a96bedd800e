import { describe, expect, it } from 'vitest';
import { acquiringToolsZhCN } from './acquiring-tools.zh-cn';

// issue #38 item 8: the short-link form's placeholders showed the API name `customer_channel`;
// what an operator reads names no field of the API (snake_case words).
describe('acquiring tools catalogue (zh-CN)', () => {
  it('short-link labels and placeholders name no API field', () => {
    const linkTexts = Object.entries(acquiringToolsZhCN).filter(([key]) => key.startsWith('link.'));
    expect(linkTexts.length).toBeGreaterThan(0);
    for (const [key, text] of linkTexts) {
      expect(text, key).not.toMatch(/[A-Za-z]+_[A-Za-z_]+/);
    }
  });
});
