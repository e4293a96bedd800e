import { describe, expect, it } from 'vitest';
import { legacyRedirectTarget, matchLegacyPrefix } from './legacy-redirect';

const hosts = { siderHost: 'http://sider.test/', h5Host: 'http://h5.test' };
const at = (href: string) => new URL(href, 'http://console.test');

describe('legacy prefix redirect (spec §2 start-up)', () => {
  it('sends /sider-web/ to the sider host keeping path, query and hash', () => {
    expect(legacyRedirectTarget(at('/sider-web/a/b?x=1#h'), hosts)).toBe(
      'http://sider.test/a/b?x=1#h',
    );
  });

  it('sends a legacy sidebar page name to that page on the sidebar (issue #38 item 2)', () => {
    expect(legacyRedirectTarget(at('/sider-web/profile?x=1#h'), hosts)).toBe(
      'http://sider.test/sidebar/profile?x=1#h',
    );
    expect(legacyRedirectTarget(at('/sider-web/sop-task'), hosts)).toBe(
      'http://sider.test/sidebar/sop',
    );
  });

  it('sends /h5/ and /superform-web/ to the H5 host with the prefix stripped', () => {
    expect(legacyRedirectTarget(at('/h5/p?q=2'), hosts)).toBe('http://h5.test/p?q=2');
    expect(legacyRedirectTarget(at('/superform-web/f/1#top'), hosts)).toBe(
      'http://h5.test/f/1#top',
    );
  });

  it('leaves console paths alone', () => {
    expect(legacyRedirectTarget(at('/index'), hosts)).toBeUndefined();
    expect(legacyRedirectTarget(at('/h5'), hosts)).toBeUndefined();
    expect(matchLegacyPrefix('/sider-iframe')).toBeUndefined();
  });

  it('does not redirect when the host is not configured', () => {
    expect(legacyRedirectTarget(at('/h5/x'), { siderHost: '', h5Host: '' })).toBeUndefined();
  });
});
