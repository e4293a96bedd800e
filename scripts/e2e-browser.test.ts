import { describe, expect, it } from 'vitest';
import { e2eBrowserPath, FULL_CHROMIUM, HEADLESS_SHELL } from './e2e-browser';

describe('the browser of the Playwright tests', () => {
  it('is the headless shell when it is installed (less CPU on the two cores)', () => {
    expect(e2eBrowserPath({}, (path) => path === HEADLESS_SHELL)).toBe(HEADLESS_SHELL);
  });

  it('falls back to the full Chromium when the shell is not installed', () => {
    expect(e2eBrowserPath({}, () => false)).toBe(FULL_CHROMIUM);
  });

  it('is CHROME_PATH whenever it is set', () => {
    expect(e2eBrowserPath({ CHROME_PATH: '/opt/chrome' }, () => true)).toBe('/opt/chrome');
  });
});
