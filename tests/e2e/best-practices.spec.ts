import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

// Lighthouse's best-practices audits `errors-in-console` and `inspector-issues` (bench/README.md
// budget: best practices ≥ 95): a cold signed-in load logs no browser error and no issue of the
// kinds Lighthouse counts. Read the way Lighthouse reads them, over the DevTools protocol:
// `Log.entryAdded` (what the browser itself reports: a Content Security Policy violation, a
// failed request), `Runtime.consoleAPICalled` (console.error), `Runtime.exceptionThrown` (an
// uncaught error) and `Audits.issueAdded`. Before, index.html's inline route-preload script
// (scripts/route-preload.ts) was refused by the CSP's `script-src 'self'` on every page, and
// zod's probe for `new Function` (caught, but still a CSP issue) ran when its chunk evaluated.
const LIGHTHOUSE_ISSUES = new Set([
  'MixedContentIssue',
  'CookieIssue',
  'BlockedByResponseIssue',
  'HeavyAdIssue',
  'ContentSecurityPolicyIssue',
]);
const PAGES: Record<string, string> = {
  '/index': '[data-testid="home-notices"]',
  '/customer-list': 'tbody tr[data-row-key]',
};
for (const [path, loaded] of Object.entries(PAGES)) {
  test(`errors-in-console, inspector-issues: a cold signed-in ${path} at 390 logs no browser error and no issue`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin', 'Admin@123');
    const errors: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Log.entryAdded', ({ entry }) => {
      if (entry.level === 'error') errors.push(`${entry.source}: ${entry.text}`);
    });
    cdp.on('Runtime.consoleAPICalled', ({ type, args }) => {
      if (type === 'error') errors.push(`console.error: ${args.map((arg) => arg.value).join(' ')}`);
    });
    cdp.on('Runtime.exceptionThrown', ({ exceptionDetails }) => {
      errors.push(`exception: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    });
    const issues: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (LIGHTHOUSE_ISSUES.has(issue.code)) issues.push(JSON.stringify(issue));
    });
    await cdp.send('Audits.enable');
    await cdp.send('Log.enable');
    await cdp.send('Runtime.enable');
    await page.goto(path);
    await expect(page.locator(loaded).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(errors, 'errors-in-console').toEqual([]);
    expect(issues, 'inspector-issues').toEqual([]);
  });
}
