import { describe, expect, it } from 'vitest';
import { isShellNavigation } from './navigation-rules';

describe('service worker navigation fallback', () => {
  it.each([
    '/scrm/v1/platform/menu',
    '/_reload_/_probe_',
    '/config.json',
    '/auth/login',
    '/sider-web/a/b',
    '/h5/x',
    '/superform-web/x',
    '/assets/missing-abcdefgh.js',
    '/sidebar/profile',
  ])('never answers %s from the cached shell', (path) => {
    expect(isShellNavigation(path)).toBe(false);
  });

  it.each(['/', '/index', '/channel-code/code-form', '/role-manage'])(
    'answers the console route %s from the shell',
    (path) => {
      expect(isShellNavigation(path)).toBe(true);
    },
  );
});
