import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html';

describe('rich text in the editor (sanitised on save and on display)', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    expect(sanitizeRichText('<p><strong>好</strong><script>alert(1)</script></p>')).toBe(
      '<p><strong>好</strong></p>',
    );
    expect(sanitizeRichText('<p onmouseover="alert(1)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
  });
});
