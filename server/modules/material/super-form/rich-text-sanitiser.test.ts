import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './rich-text-sanitiser';

describe('rich text sanitiser (issue #7: sanitised on save and on display)', () => {
  it('keeps formatting and safe links', async () => {
    const html =
      '<p><strong>欢迎</strong> <em>参与</em> <a href="https://example.com">详情</a></p>';
    const clean = await sanitiseRichText(html);
    expect(clean).toContain('<strong>欢迎</strong>');
    expect(clean).toContain('href="https://example.com"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
  });

  it('removes script elements', async () => {
    expect(await sanitiseRichText('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
  });

  it('removes event handler attributes', async () => {
    const clean = await sanitiseRichText(
      '<p onclick="alert(1)">x</p><img src=x onerror="alert(1)">',
    );
    expect(clean).toBe('<p>x</p>');
  });

  it('removes javascript: URLs', async () => {
    const clean = await sanitiseRichText('<a href="javascript:alert(1)">x</a>');
    expect(clean).not.toContain('javascript');
  });

  it('drops styles, iframes, forms and svg payloads', async () => {
    const clean = await sanitiseRichText(
      '<p style="background:url(javascript:alert(1))">a</p><iframe src="https://x"></iframe>' +
        '<form action="https://x"><input></form><svg><script>alert(1)</script></svg>',
    );
    expect(clean).toBe('<p>a</p>');
  });
});
