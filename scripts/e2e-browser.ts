import { existsSync } from 'node:fs';

/** Debian's `chromium-headless-shell` package: Chromium's old headless mode as its own binary. */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** Debian's `chromium`: the full browser, in its new headless mode when Playwright runs it. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the Playwright tests run: `CHROME_PATH` when set, else the headless shell when it
 * is installed, else the full Chromium. Issue #33: the suite is CPU-bound on two cores, and the
 * shell (no browser UI to composite, no crash reporter) spent ~10 % less CPU than the full
 * browser on the same specs (docs/testing.md "The browser"); both render with the same Blink.
 */
export function e2eBrowserPath(
  env: Record<string, string | undefined> = process.env,
  installed: (path: string) => boolean = existsSync,
): string {
  const chosen = env['CHROME_PATH'];
  if (chosen) return chosen;
  return installed(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
