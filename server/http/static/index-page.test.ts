import { describe, expect, it } from 'vitest';
import { pickEncoding, withBuildVersion } from './index-page';

describe('index page', () => {
  it('replaces the meta_build_version content with the effective build version', () => {
    const html = '<head><meta content="old" name="meta_build_version" /></head>';
    expect(withBuildVersion(html, 'v2')).toBe(
      '<head><meta name="meta_build_version" content="v2"></head>',
    );
  });

  it('adds the meta tag when the page has none', () => {
    expect(withBuildVersion('<html><head lang="x"></head>', 'v"3')).toBe(
      '<html><head lang="x"><meta name="meta_build_version" content="v&quot;3"></head>',
    );
  });

  it('prefers br, then gzip, and respects q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
